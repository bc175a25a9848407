import type { IdentityContext } from '../../context.ts';
import { issueServiceTicket } from './issue-service-ticket.ts';
import { withTicket } from './service-allowlist.ts';

/** Where the identity service is mounted; its own pages read the identity cookie, never a ticket. */
export const IDENTITY_PATH = '/identity/';

/** A page of the identity service itself (security center, review queue), on its own origin. */
export function isIdentityPage(service: string, ownOrigin: string): boolean {
  const url = new URL(service);
  return url.origin === new URL(ownOrigin).origin && url.pathname.startsWith(IDENTITY_PATH);
}

/**
 * Where a logged-in browser goes next: the service with a fresh ticket, or, for a page of the
 * identity service itself, the page as it is. Such a page already has the session through the
 * cookie, and a ticket in its URL would only wait there for someone else to redeem it.
 */
export async function serviceRedirect(
  ctx: IdentityContext,
  input: { sessionId: number; service: string; ownOrigin: string },
): Promise<string> {
  if (isIdentityPage(input.service, input.ownOrigin)) return input.service;
  return withTicket(input.service, await issueServiceTicket(ctx, input.sessionId, input.service));
}
