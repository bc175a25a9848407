import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { DEFAULT_LANG, HTML_LANG } from '@roadshow/contracts/locale';
import { serverContext } from '@roadshow/web/server-context';
import type { Route } from './+types/root';
import { ChunkLoadNotice, isChunkLoadError, useNavigationWatchdog } from './components/chunk-load-notice.tsx';
import { LoginSync } from './components/login-sync.tsx';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { StatusPage, statusCodeOf } from './components/status-page.tsx';
import { ToastHost } from './components/toast.tsx';
import { getI18n, type Messages } from './i18n/i18n.ts';
import { FallbackMessagesContext, FallbackMessagesData, useFallbackMessages } from './lib/fallback-messages.tsx';
import { shellMessages } from './i18n/page-messages.server.ts';
import { useNonce } from './lib/nonce.ts';
import { SCRIPTS_AFTER_FIRST_PAINT } from './lib/scripts-after-first-paint.ts';
import { useEmbedBridge } from './lib/use-embed-bridge.ts';
import { langFromRequest, useRootData, type RootData } from './lib/lang.ts';
import { exchangeTicketInUrl, loadConsoleMember, loadSessionUser } from './lib/session.server.ts';
import { logPageView } from './lib/tracking.ts';
import appCss from './styles/app.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appCss },
];

export async function loader({ request, context, pattern }: Route.LoaderArgs): Promise<RootData> {
  const { config, nonce } = context.get(serverContext);
  const url = new URL(request.url);
  const lang = langFromRequest(request);
  await exchangeTicketInUrl(request, context, lang);
  const [user, consoleMember] = await Promise.all([
    loadSessionUser(request, context, lang),
    loadConsoleMember(request, context, lang),
  ]);
  return {
    lang,
    user,
    consoleMember: user !== null && consoleMember,
    messages: shellMessages(lang, pattern),
    embedded: url.searchParams.get('embed') === '1',
    nonce,
    origin: url.origin,
    config: {
      aboutUrl: config.aboutUrl,
      identityUrl: config.identityUrl,
      embedParentOrigins: config.embedParentOrigins,
      loginSync: config.loginSync || new URL(config.identityUrl, url.origin).origin !== url.origin,
    },
  };
}

// Language and embedding only change with a full reload, so client navigations need not ask again.
// The user can change without one: after a form saved something (a new nickname) or a page asked
// explicitly (revalidate() after a new avatar), the header must show what is now true.
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return formMethod.toUpperCase() !== 'GET' && defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  // A 405 page lacks the data of the loaders that did not run: lib/fallback-messages.tsx.
  const fallback = useFallbackMessages();
  const lang = data?.lang ?? fallback?.lang ?? DEFAULT_LANG;
  // Decision 065: the root's data brings the shell's messages, the layout's the page's (and every
  // client navigation the next page's); whatever the matched routes carry goes into i18next.
  const bundles = useMatches().flatMap((match) => {
    const messages = (match.loaderData as { messages?: Messages } | undefined)?.messages;
    return messages ? [messages] : [];
  });
  if (fallback) bundles.push(fallback.messages);
  const i18n = getI18n(lang, bundles);
  // The page's nonce even when the root's data is missing (an error page): lib/nonce.ts.
  const nonce = useNonce(data?.nonce);
  // A mark that the page's handlers are attached, on every page including the error pages: browser
  // tests wait for it before drawing or typing into widgets that only work once hydrated (a signature
  // pad drawn on too early stays empty).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.embedded ? '#14bcf5' : '#2588ef'} />
        <Meta />
        <Links />
      </head>
      <body className={data?.embedded ? 'is-embedded' : undefined}>
        <FallbackMessagesContext value={fallback}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </FallbackMessagesContext>
        {fallback && <FallbackMessagesData value={fallback} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Brings the scripts the server wrote inert to life after the first paint (decision 071). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_FIRST_PAINT }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  useEffect(() => {
    logPageView({ pathname: location.pathname, search: location.search, lang: loaderData.lang });
  }, [location.pathname, location.search, loaderData.lang]);
  useEmbedBridge(loaderData.config.embedParentOrigins);
  const { busy, stalledTarget } = useNavigationWatchdog();
  if (stalledTarget) return <ChunkLoadNotice retryHref={stalledTarget} />;
  return (
    <>
      {busy && <NavigationProgress />}
      <ToastHost />
      <Outlet />
      {loaderData.config.loginSync && <LoginSync />}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadNotice />;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return <StatusPage code={statusCodeOf(error)} />;
}
