import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { useLang } from '../../lib/lang.ts';
import { squareHref, type SquareQuery } from './square-query.ts';

export function SquarePager({ query, total, pageSize }: { query: SquareQuery; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Pager
      page={query.page}
      total={total}
      pageSize={pageSize}
      href={(page) => squareHref(query, lang, { page })}
      label={t('square.pagination')}
    />
  );
}
