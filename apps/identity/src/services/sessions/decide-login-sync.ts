import { LOGIN_SYNC_TYPE, type LoginSyncMessage, type LoginSyncState } from '@roadshow/contracts/login-sync';
import type { IdentityContext } from '../../context.ts';
import { avatarUrl } from '../accounts/to-session-user.ts';
import { findBrowserSession } from './find-browser-session.ts';
import { issueServiceTicket } from './issue-service-ticket.ts';

/**
 * What the login-sync page tells a platform page (decision 012), from what the page believes
 * (`state`) and this browser's identity cookie. `service` must already have passed the allowlist.
 *
 * - out, and the cookie names a live session: a service ticket for `service`, as GET /login would.
 * - in, and the cookie names a session that has ended: log out. Without any cookie we cannot tell
 *   "logged out" from "cookie withheld" (third-party cookies blocked, an app web view that logged in
 *   with a ticket and never had one), so that is not a reason to log anyone out.
 * - out, no cookie at all, and the page is on another site: redirect. The cookie may exist and be
 *   withheld from a cross-site frame; a top-level redirect to the login page (gateway) carries it.
 * - anything else: none.
 */
export async function decideLoginSync(
  ctx: IdentityContext,
  input: {
    service: string;
    state: LoginSyncState;
    cookie: string | undefined;
    ownOrigin: string;
    /** The frame's page is on another site (Sec-Fetch-Site: cross-site): a Lax cookie never comes. */
    crossSite: boolean;
  },
): Promise<LoginSyncMessage> {
  const { cookie } = input;
  const session = await findBrowserSession(ctx, cookie);
  if (input.state === 'out' && session) {
    const { user } = session;
    const image = avatarUrl(user.avatarKey);
    return {
      type: LOGIN_SYNC_TYPE,
      action: 'login',
      ticket: await issueServiceTicket(ctx, session.sessionId, input.service),
      nickName: user.nickName,
      // Absolute: the page that receives it may be on another origin than ours.
      userImage: image ? new URL(image, input.ownOrigin).toString() : '',
      userId: String(user.id),
      loginType: session.loginType === 'password' ? 'password' : 'sms',
    };
  }
  if (input.state === 'in' && cookie && !session) return { type: LOGIN_SYNC_TYPE, action: 'logout' };
  if (input.state === 'out' && !cookie && input.crossSite) return { type: LOGIN_SYNC_TYPE, action: 'redirect' };
  return { type: LOGIN_SYNC_TYPE, action: 'none' };
}
