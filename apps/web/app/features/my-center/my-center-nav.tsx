import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang, withLang } from '../../lib/lang.ts';
import { MY_CENTER_TABS, myCenterHref, type MyCenterTab } from './my-center-tab.ts';

/** The personal center's two sections, as links: each tab has its own URL (spec §2 activeName). */
export function MyCenterNav({ active }: { active: MyCenterTab }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="my-center__nav" aria-label={t('myCenter.sections')}>
      {MY_CENTER_TABS.map((tab) => (
        <Link
          key={tab}
          to={withLang(myCenterHref(tab), lang)}
          className={`my-center__tab${tab === active ? ' is-selected' : ''}`}
          aria-current={tab === active ? 'page' : undefined}
          preventScrollReset
        >
          {t(`myCenter.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
