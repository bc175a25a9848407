import type { StaticHandlerContext } from 'react-router';
import { pageLocaleData, shellMessages } from '../i18n/page-messages.server.ts';
import type { FallbackMessages } from './fallback-messages.tsx';
import { langFromRequest } from './lang.ts';

// The route pattern as React Router gives it to a loader ("tab/myCenter/:activeName?", "/").
const patternOf = (matches: StaticHandlerContext['matches']) =>
  matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join('/')
    .replace(/\/\/+/g, '/') || '/';

/**
 * What the loaders of a 405 page that did not run would have sent (see fallback-messages.tsx): the
 * request's language, the shell's messages when the root's loader is among them, the page's when a
 * layout's is.
 * Undefined for every other page: their loaders ran, or threw on purpose and planned for it (the
 * console layout's 401 and 403 pages get the console's messages from the root, decision 065).
 */
export function fallbackMessages(request: Request, context: StaticHandlerContext): FallbackMessages | undefined {
  const { statusCode, errors, matches, loaderData } = context;
  if (statusCode !== 405 || !errors) return undefined;
  const boundary = matches.findIndex((match) => errors[match.route.id] !== undefined);
  const unloaded = matches
    .slice(0, boundary + 1)
    .filter((match) => match.route.loader && loaderData[match.route.id] === undefined);
  if (unloaded.length === 0) return undefined;
  const lang = langFromRequest(request);
  const pattern = patternOf(matches);
  const root = unloaded.some((match) => match.route.id === 'root');
  const layout = unloaded.some((match) => match.route.id !== 'root');
  return {
    lang,
    messages: {
      ...(root ? shellMessages(lang, pattern) : {}),
      ...(layout ? pageLocaleData(lang, pattern).messages : {}),
    },
  };
}
