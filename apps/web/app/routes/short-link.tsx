import { data, redirect } from 'react-router';
import { SHORT_CODE_PATTERN } from '@roadshow/contracts/share';
import { ApiError } from '../lib/api-client.ts';
import { serverApi } from '../lib/api.server.ts';
import { langFromRequest } from '../lib/lang.ts';
import type { Route } from './+types/short-link';

/**
 * /s/:code — a short link opens its page with a temporary redirect (302: a link may be pointed
 * elsewhere later); an unknown or malformed code is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = params.code ?? '';
  if (!SHORT_CODE_PATTERN.test(code)) throw data(null, { status: 404 });
  try {
    const { originalUrl } = await serverApi(context, langFromRequest(request)).originalLink(code);
    return redirect(originalUrl, { status: 302, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'SHORT_CODE_INVALID'))
      throw data(null, { status: 404 });
    throw error;
  }
}

// Never shown: the loader always redirects or throws to the layout's 404 page.
export default function ShortLink() {
  return null;
}
