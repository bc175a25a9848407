import type { Lang } from '@roadshow/contracts/locale';
import { loginSyncMessageSchema } from '@roadshow/contracts/login-sync';

/**
 * Cross-site login sync, the page's side (decision 012): which identity page to frame, and what a
 * message from it means for this page. Pure, so the rules that keep it from looping are tested.
 */

/** Session storage key: when this tab last followed a sync login (ms since epoch). */
export const LOGIN_SYNC_ATTEMPT_KEY = 'loginSyncAt';
/**
 * Session storage key: this tab already asked the identity service by a top-level redirect (the
 * gateway, decision 024). Once per tab: a logged-out visitor is bounced at most once.
 */
export const LOGIN_SYNC_GATEWAY_KEY = 'loginSyncGateway';
/** A logged-out page that followed a sync login this recently does not try again (a failed exchange). */
export const LOGIN_SYNC_RETRY_MS = 60_000;

/** The identity service's origin as the browser sees it (IDENTITY_URL may be a path on ours). */
export const identityOrigin = (identityUrl: string, pageOrigin: string) => new URL(identityUrl, pageOrigin).origin;

const withoutHash = (href: string) => {
  const url = new URL(href);
  url.hash = '';
  return url.toString();
};

/** `${identityUrl}/login-sync?service=<this page>&state=in|out&lang=…` */
export function loginSyncFrameUrl(input: { identityUrl: string; pageUrl: string; loggedIn: boolean; lang: Lang }) {
  const page = new URL(withoutHash(input.pageUrl));
  const frame = new URL(`${input.identityUrl.replace(/\/$/, '')}/login-sync`, page.origin);
  frame.search = new URLSearchParams({
    service: page.toString(),
    state: input.loggedIn ? 'in' : 'out',
    lang: input.lang,
  }).toString();
  return frame.toString();
}

/** Whether to frame the identity page at all on this page load. */
export function shouldStartLoginSync(input: { loggedIn: boolean; lastAttemptAt: number | null; now: number }) {
  if (input.loggedIn) return true;
  return input.lastAttemptAt === null || input.now - input.lastAttemptAt > LOGIN_SYNC_RETRY_MS;
}

export type LoginSyncStep =
  { kind: 'login'; url: string } | { kind: 'gateway'; url: string } | { kind: 'logout' } | { kind: 'close' };

/** `${identityUrl}/login?gateway=1&service=<this page>&lang=…`: back at once, with a ticket if logged in there. */
function gatewayUrl(identityUrl: string, pageUrl: string, lang: Lang) {
  const page = new URL(withoutHash(pageUrl));
  const login = new URL(`${identityUrl.replace(/\/$/, '')}/login`, page.origin);
  login.search = new URLSearchParams({ gateway: '1', service: page.toString(), lang }).toString();
  return login.toString();
}

/**
 * What to do with a message from the identity frame; null when it is not a valid one (keep
 * waiting). A login is followed only by a logged-out page still on the URL the ticket was issued
 * for, and never when that URL already carries a ticket; a logout only by a logged-in page.
 */
export function loginSyncStep(
  data: unknown,
  page: {
    framedUrl: string;
    currentUrl: string;
    loggedIn: boolean;
    /** Where to ask by top-level redirect when the frame cannot tell; left out: never. */
    gateway?: { identityUrl: string; lang: Lang; triedBefore: boolean };
  },
): LoginSyncStep | null {
  const parsed = loginSyncMessageSchema.safeParse(data);
  if (!parsed.success) return null;
  const message = parsed.data;
  if (message.action === 'login') {
    const url = new URL(page.currentUrl);
    const moved = withoutHash(page.currentUrl) !== withoutHash(page.framedUrl);
    if (page.loggedIn || moved || url.searchParams.has('ticket')) return { kind: 'close' };
    // The root loader exchanges it exactly like a ticket from the login page, then drops it.
    url.searchParams.set('ticket', message.ticket);
    return { kind: 'login', url: url.toString() };
  }
  if (message.action === 'logout' && page.loggedIn) return { kind: 'logout' };
  if (message.action === 'redirect' && !page.loggedIn && page.gateway && !page.gateway.triedBefore) {
    const moved = withoutHash(page.currentUrl) !== withoutHash(page.framedUrl);
    if (moved || new URL(page.currentUrl).searchParams.has('ticket')) return { kind: 'close' };
    return { kind: 'gateway', url: gatewayUrl(page.gateway.identityUrl, page.currentUrl, page.gateway.lang) };
  }
  return { kind: 'close' };
}
