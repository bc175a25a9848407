import { Outlet, useLocation, useRouteError } from 'react-router';
import { ChunkLoadNotice, isChunkLoadError } from '../components/chunk-load-notice.tsx';
import { SiteFooter } from '../components/footer/site-footer.tsx';
import { SiteHeader } from '../components/header/site-header.tsx';
import { StatusPage, statusCodeOf } from '../components/status-page.tsx';
import { pageLocaleData } from '../i18n/page-messages.server.ts';
import { langFromRequest, revalidatePageMessages } from '../lib/lang.ts';
import type { Route } from './+types/header-layout';

// Decision 065: the page's message namespaces (and antd's texts where it has antd), by its pattern.
export function loader({ request, pattern }: Route.LoaderArgs) {
  return pageLocaleData(langFromRequest(request), pattern);
}

export const shouldRevalidate = revalidatePageMessages;

function Frame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const home = pathname === '/';
  return (
    <div className={`header-layout${home ? ' header-layout--home' : ''}`}>
      <SiteHeader overlay={home} />
      <div className="header-layout__body">{children}</div>
      <SiteFooter />
    </div>
  );
}

/** Spec §2 header layout: top navigation and logo; home and the tab pages. */
export default function HeaderLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

// Errors below the header keep the header and footer around the error page.
export function ErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error))
    return (
      <Frame>
        <ChunkLoadNotice />
      </Frame>
    );
  return (
    <Frame>
      <StatusPage code={statusCodeOf(error)} />
    </Frame>
  );
}
