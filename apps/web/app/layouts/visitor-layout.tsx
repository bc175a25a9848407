import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { MobileProvider } from '../components/mobile-provider.tsx';
import { useVisitorCompany } from '../features/visitor/use-visitor-company.ts';
import { useVisitorHref } from '../features/visitor/visitor-links.ts';
import '../features/visitor/visitor.css';
import { pageLocaleData } from '../i18n/page-messages.server.ts';
import { langFromRequest, revalidatePageMessages } from '../lib/lang.ts';
import type { Route } from './+types/visitor-layout';

// Decision 065: the page's message namespaces (and antd's texts where it has antd), by its pattern.
export function loader({ request, pattern }: Route.LoaderArgs) {
  return pageLocaleData(langFromRequest(request), pattern);
}

export const shouldRevalidate = revalidatePageMessages;

/**
 * Spec §2 visitor layout: companyCode and companyName come from the query; the title is the name of
 * the company the API found for the code (the query's name only when there is none, so a link cannot
 * put another company's name over this one's slots). Mobile first; the three places of the booking
 * flow sit in a bottom bar.
 */
export default function VisitorLayout() {
  const { t } = useTranslation();
  const links = useVisitorHref();
  const company = useVisitorCompany();
  const companyCode = company.code;
  const title = company.name || t('visitor.defaultTitle');
  const tabs = [
    { to: '/tab/visitor', label: t('visitBooking.nav.home'), end: true },
    { to: '/tab/visitor/research', label: t('visitBooking.nav.book'), end: false },
    { to: '/tab/visitor/result', label: t('visitBooking.nav.mine'), end: false },
  ];
  return (
    <MobileProvider>
      <div className="visitor-layout">
        <title>{title}</title>
        <header className="visitor-layout__bar">
          <h1 className="visitor-layout__title">{title}</h1>
          {companyCode ? <span className="visitor-layout__code">{companyCode}</span> : null}
        </header>
        <main id="main" className="visitor-layout__main">
          <Outlet />
        </main>
        <nav className="visitor-layout__tabs" aria-label={t('visitBooking.nav.label')}>
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={links.href(tab.to)} end={tab.end} className="visitor-layout__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </MobileProvider>
  );
}
