import type { Lang } from '@roadshow/contracts/locale';
import { loginSyncMessageSchema } from '@roadshow/contracts/login-sync';

/**
 * Cross-site login sync, the page's side (decision 012): which identity page to frame, and what a
 * message from it means for this page. Pure, so the rules that keep it from looping are tested.
 */

/** Session storage key: when this tab last followed a sync login (ms since epoch). */
export const LOGIN_SYNC_ATTEMPT_KEY = 'loginSyncAt';
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

export type LoginSyncStep = { kind: 'login'; url: string } | { kind: 'logout' } | { kind: 'close' };

/**
 * What to do with a message from the identity frame; null when it is not a valid one (keep
 * waiting). A login is followed only by a logged-out page still on the URL the ticket was issued
 * for, and never when that URL already carries a ticket; a logout only by a logged-in page.
 */
export function loginSyncStep(
  data: unknown,
  page: { framedUrl: string; currentUrl: string; loggedIn: boolean },
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
  return { kind: 'close' };
}
