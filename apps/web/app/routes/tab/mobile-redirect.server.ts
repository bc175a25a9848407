import { redirect } from 'react-router';

/** Spec §2: phones leave the desktop page for the configured mobile page, with the spec's parameters. */
export function redirectToMobilePage(request: Request, target: string, params: Record<string, string>): Response {
  const own = new URL(request.url).origin;
  const url = new URL(target, own);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return redirect(url.origin === own ? `${url.pathname}${url.search}` : url.toString());
}
