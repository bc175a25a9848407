import { ConfigProvider, Layout, Menu, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { antdLinks, AntdProvider } from '../components/antd-provider.tsx';
import { LanguageSwitch } from '../components/header/language-switch.tsx';
import { Logo } from '../components/header/site-header.tsx';
import { StatusPage, statusCodeOf } from '../components/status-page.tsx';
import { loadConsoleAccess } from '../features/console/console-load.server.ts';
import { useConsole } from '../features/console/use-console.ts';
import '../features/console/console.css';
import { pageLocaleData } from '../i18n/page-messages.server.ts';
import { langFromRequest, useLang, withLang } from '../lib/lang.ts';
import type { Route } from './+types/console-layout';

export const links = antdLinks;

// Decision 065: the console's pages get every namespace (the console's own from the root loader)
// and antd's texts, with the layout's data.
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const lang = langFromRequest(request);
  return { ...(await loadConsoleAccess(request, context, lang)), ...pageLocaleData(lang, pattern) };
}

// One member's view of their company: never kept by a shared cache.
export function headers() {
  return { 'cache-control': 'private, no-store' };
}

function ConsoleMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const cs = useConsole();
  const items = [
    { key: 'activities', path: '/console', label: t('console.nav.activities'), show: true },
    { key: 'audit', path: '/console/audit', label: t('console.nav.audit'), show: cs.may('audit.read') },
    { key: 'members', path: '/console/members', label: t('console.nav.members'), show: cs.may('member.read') },
    { key: 'visits', path: '/console/visits', label: t('console.nav.visits'), show: cs.may('visit.checkIn') },
  ].filter((item) => item.show);
  const selected =
    items.find((item) => item.path !== '/console' && pathname.startsWith(item.path))?.key ?? 'activities';
  return (
    <nav aria-label={t('console.nav.label')}>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        items={items.map((item) => ({ key: item.key, label: <Link to={cs.href(item.path)}>{item.label}</Link> }))}
      />
    </nav>
  );
}

function CompanySwitch() {
  const { t } = useTranslation();
  const cs = useConsole();
  const navigate = useNavigate();
  if (cs.companies.length < 2)
    return <span className="console-header__company">{cs.company ? cs.company.name : ''}</span>;
  return (
    <Select
      className="console-header__switch"
      aria-label={t('console.switchCompany')}
      value={cs.companyId}
      showSearch={{ optionFilterProp: 'label' }}
      options={cs.companies.map((company) => ({
        value: company.companyId,
        label: `${company.code} ${company.name}`,
      }))}
      onChange={(companyId: number) =>
        navigate(`${withLang('/console', cs.lang)}&company=${encodeURIComponent(String(companyId))}`)
      }
    />
  );
}

function ConsoleFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cs = useConsole();
  return (
    <AntdProvider>
      {/* Labels keep their own spacing: "保存", not antd's "保 存" (screen readers read it as two words). */}
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <Layout className="console">
          <Layout.Sider className="console__sider" width={208} theme="light">
            <div className="console__brand">
              <Logo />
            </div>
            {cs.role ? <ConsoleMenu /> : null}
          </Layout.Sider>
          <Layout>
            <Layout.Header className="console-header">
              <h1 className="console-header__title">{t('console.title')}</h1>
              <CompanySwitch />
              {cs.role ? <Tag color="blue">{t(`console.roles.${cs.role}`)}</Tag> : null}
              <span className="console-header__spacer" />
              <span className="console-header__user">{cs.userName}</span>
              <LanguageSwitch />
              <Link to={withLang('/', lang)}>{t('console.backToSite')}</Link>
            </Layout.Header>
            <Layout.Content className="console__content" id="main">
              {children}
            </Layout.Content>
          </Layout>
        </Layout>
      </ConfigProvider>
    </AntdProvider>
  );
}

/** The sponsor console (decision 030): its own layout, desktop first, usable from 1024 px. */
export default function ConsoleLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const code = statusCodeOf(error);
  return (
    <div className="console-error">
      <StatusPage code={code} />
      {code === 403 ? <p className="console-error__note">{t('console.forbidden')}</p> : null}
    </div>
  );
}
