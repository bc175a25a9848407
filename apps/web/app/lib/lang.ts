import { useContext } from 'react';
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DEFAULT_LANG, resolveLang, type Lang } from '@roadshow/contracts/locale';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { Messages } from '../i18n/i18n.ts';
import { FallbackMessagesContext } from './fallback-messages.tsx';

export interface RootData {
  lang: Lang;
  /** The logged-in user, or null for a visitor. */
  user: SessionUser | null;
  /** The user has a sponsor console (a company role, or the operator): the header shows "Console". */
  consoleMember: boolean;
  /** The shell's messages in this language (decision 065); each layout's loader sends its page's. */
  messages: Messages;
  embedded: boolean;
  nonce: string;
  /** The site's own origin as the browser sees it, for absolute return URLs. */
  origin: string;
  config: {
    aboutUrl: string;
    identityUrl: string;
    embedParentOrigins: string[];
    /** Run the cross-site login sync (decision 012): other sites exist or identity lives elsewhere. */
    loginSync: boolean;
  };
}

/** The language of the page: resolved once by the root loader (or from the request, on a 405 page). */
export function useLang(): Lang {
  const fallback = useContext(FallbackMessagesContext);
  return useRouteLoaderData<RootData>('root')?.lang ?? fallback?.lang ?? DEFAULT_LANG;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** Spec §2: every route carries `lang`; links keep it. */
export function withLang(href: string, lang: Lang): string {
  if (/^[a-z]+:\/\//i.test(href)) return href;
  const url = new URL(href, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A cookie's value, or undefined when it is missing or not valid percent-encoding (a mangled cookie). */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function langFromRequest(request: Request): Lang {
  const url = new URL(request.url);
  return resolveLang({
    query: url.searchParams.get('lang'),
    cookie: readCookie(request.headers.get('cookie'), 'lang'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/**
 * For a layout whose loader sends the page's messages (decision 065; here, not in a module of its
 * own, so the home page loads no extra chunk for it): load again whenever the page
 * changes, which React Router would otherwise skip for a layout whose own params stayed the same.
 */
export function revalidatePageMessages({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}
