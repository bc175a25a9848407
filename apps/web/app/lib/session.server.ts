import { redirect, type RouterContextProvider } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { Lang } from '@roadshow/contracts/locale';
import { localPath } from '@roadshow/contracts/safe-url';
import { serverContext } from '@roadshow/web/server-context';
import { serverApi } from './api.server.ts';
import { readCookie } from './lang.ts';

/**
 * Spec §4 login: a `ticket` in the URL is exchanged server-side (getLoginInfo), which sets the
 * session cookies, and the browser is sent to the same URL without it — whether the exchange
 * worked or not, so a bad ticket leaves an anonymous page that loads normally.
 */
export async function exchangeTicketInUrl(request: Request, context: Readonly<RouterContextProvider>, lang: Lang) {
  const url = new URL(request.url);
  const ticket = url.searchParams.get('ticket');
  if (!ticket) return;
  url.searchParams.delete('ticket');
  url.hash = '';
  // `GET //evil.example/?ticket=` must come back to a page of ours, not to `//evil.example/`.
  url.pathname = localPath(url).split('?')[0]!;
  const flag = url.searchParams.get('flag') ?? undefined;
  await serverApi(context, lang)
    .getLoginInfo({ ticket: ticket.slice(0, 256), service: url.toString(), flag })
    .catch(() => undefined);
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of context.get(serverContext).setCookies) headers.append('set-cookie', cookie);
  throw redirect(localPath(url), { headers });
}

/** Who is logged in, asked of the identity service; anyone whose session ended is anonymous. */
export async function loadSessionUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  lang: Lang,
): Promise<SessionUser | null> {
  if (!readCookie(request.headers.get('cookie'), 'ticket')) return null;
  return serverApi(context, lang)
    .userInfo()
    .catch(() => null);
}

/** Whether the logged-in user has a console to open (decision 030); false for visitors and on any failure. */
export async function loadConsoleMember(
  request: Request,
  context: Readonly<RouterContextProvider>,
  lang: Lang,
): Promise<boolean> {
  if (!readCookie(request.headers.get('cookie'), 'ticket')) return false;
  return serverApi(context, lang)
    .call(contract.console.myConsoleAccess)
    .then((access) => access.member)
    .catch(() => false);
}
