/**
 * CSRF defence for the pages' own actions, next to the SameSite cookies (DESIGN §6): a browser's
 * form post must come from this site. React Router already refuses a foreign Origin header; this
 * also refuses what Fetch Metadata marks cross-site when no Origin was sent.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  const refused = origin ? origin !== new URL(request.url).origin : fetchSite === 'cross-site';
  if (refused) throw new Response('Forbidden', { status: 403, headers: { 'cache-control': 'no-store' } });
}
