import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/link-tabs.tsx';
import { useLang } from '../../lib/lang.ts';
import { squareHref, type SquareQuery } from './square-query.ts';

const TABS = [1, 2, 4];

/** Spec §3: the all tab first, then performance briefings, then other. */
export function SquareTabs({ query }: { query: SquareQuery }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <LinkTabs
      label={t('square.tabsLabel')}
      tabs={TABS.map((tab) => ({
        key: tab,
        label: t(`squareTabs.${tab}`),
        href: squareHref(query, lang, { tab }),
        current: query.tab === tab,
      }))}
    />
  );
}
