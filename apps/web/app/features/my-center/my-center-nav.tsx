import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyActivityCount } from '@roadshow/contracts/my-center';
import { useLang, withLang } from '../../lib/lang.ts';
import { isListTab, MY_CENTER_TABS, myCenterHref, type MyCenterTab, type MyListTab } from './my-center-tab.ts';

/** The number a list tab shows: what the personal center's count call says for it. */
export function tabCount(counts: MyActivityCount, tab: MyListTab): number {
  return tab === 'roadshows' ? counts.roadshows.signedUp : counts[tab];
}

/** The label of a tab: the first two keep their catalogue keys, the lists have their own area. */
export const tabLabelKey = (tab: MyCenterTab) => (isListTab(tab) ? `myCenterLists.tabs.${tab}` : `myCenter.${tab}`);

/** The personal center's sections, as links: each tab has its own URL (spec §2 activeName). */
export function MyCenterNav({ active, counts }: { active: MyCenterTab; counts: MyActivityCount | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="my-center__nav" aria-label={t('myCenter.sections')}>
      {MY_CENTER_TABS.map((tab) => {
        const count = counts && isListTab(tab) ? tabCount(counts, tab) : null;
        return (
          <Link
            key={tab}
            to={withLang(myCenterHref(tab), lang)}
            className={`my-center__tab${tab === active ? ' is-selected' : ''}`}
            aria-current={tab === active ? 'page' : undefined}
            preventScrollReset
          >
            <span>{t(tabLabelKey(tab))}</span>
            {count === null ? null : <span className="my-center__count">{count}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
