import { resolveAllowedUrl } from '@roadshow/contracts/safe-url';

/**
 * The service URL a ticket may be sent to, normalized (no ticket, no fragment), or null when it is
 * not one of ours: the identity service's own origin or a configured platform origin.
 */
export function allowedService(service: string | undefined, ownOrigin: string, allowed: string[]): string | null {
  const url = resolveAllowedUrl(service?.trim() ? service : '/', ownOrigin, allowed);
  if (!url) return null;
  url.searchParams.delete('ticket');
  url.hash = '';
  return url.toString();
}

/** The service URL with the ticket added, the way the browser is sent back. */
export function withTicket(service: string, ticket: string): string {
  const url = new URL(service);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}
