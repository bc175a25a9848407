import { redirect } from 'react-router';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import type { Route } from './+types/set-user-login-info';

/**
 * Spec §1: an app web view opens this route with a ticket. The root loader has already exchanged
 * it (setting the session cookies) and dropped it from the URL; this sends the view on to
 * `redirect` on our own site, or home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeReturnPath(url.searchParams.get('redirect'), url.origin);
  throw redirect(target, { headers: { 'cache-control': 'no-store' } });
}

export default function SetUserLoginInfo() {
  return null;
}
