import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang.ts';
import { squareHref, type SquareQuery } from './square-query.ts';

const TABS = [1, 2, 4];

/** Spec §3: the all tab first, then performance briefings, then other. Each tab is a link. */
export function SquareTabs({ query }: { query: SquareQuery }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="square-tabs" aria-label={t('square.tabsLabel')}>
      {TABS.map((tab) => (
        <Link
          key={tab}
          to={squareHref(query, lang, { tab })}
          className={`square-tabs__tab${query.tab === tab ? ' is-selected' : ''}`}
          aria-current={query.tab === tab ? 'page' : undefined}
        >
          {t(`squareTabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
