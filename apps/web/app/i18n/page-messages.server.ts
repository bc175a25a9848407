import type { Locale } from 'antd/es/locale';
import type { Lang } from '@roadshow/contracts/locale';
import { antdLocale } from '../lib/antd-locale.server.ts';
import { catalogues } from './catalogues.server.ts';
import type { Messages } from './i18n.ts';

// Decision 065: every page's HTML carries only the message namespaces (top-level catalogue keys) it
// uses, not the language's whole catalogue. The root loader sends the shell's; each layout's loader
// sends its page's, looked up by the route pattern React Router gives the loader. The browser adds
// what each navigation brings to its i18next instance (root.tsx). `test/page-messages.test.ts`
// reads every route's module graph and fails when a page mentions a namespace not listed here.

export type Namespace = string;

/** The root module and its error pages: sent with every page by the root loader. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['site', 'errors', 'chunkError'];

/** The header layout: logo, navigation, login menu, language switch, footer. */
const HEADER: readonly Namespace[] = ['nav', 'header', 'languages', 'footer', 'verification', 'follow'];

/** The visitor layout's bar and tabs, on every page of the booking flow. */
const VISITOR: readonly Namespace[] = ['visitor', 'visitBooking', 'media'];

/** Per route pattern (as `pattern` in a loader's arguments), the namespaces beyond the shell's. */
export const PAGE_NAMESPACES: Record<string, readonly Namespace[]> = {
  '/': [...HEADER, 'classTabs', 'home', 'squareTabs', 'status'],
  '/tab/roadshowSquare': [...HEADER, 'home', 'pages', 'square', 'squareTabs', 'status'],
  '/tab/activityTheme': [...HEADER, 'home', 'pages', 'topics'],
  '/tab/openClass': [...HEADER, 'classTabs', 'classes', 'home', 'pages', 'status'],
  '/tab/flashNews': [...HEADER, 'home', 'news', 'pages', 'share'],
  '/tab/interpretation': [...HEADER, 'home', 'media', 'pages', 'videoTabs'],
  '/tab/listedCompany': [...HEADER, 'companies', 'home', 'pages', 'share', 'square', 'status'],
  '/tab/IRwebsite': [...HEADER, 'companies', 'home', 'pages', 'square'],
  '/tab/irwSearch': [...HEADER, 'companies', 'home', 'pages', 'square'],
  '/tab/shortVideo': [...HEADER, 'media', 'pages'],
  '/tab/management': [...HEADER],
  '/tab/myCenter/:activeName?': [
    ...HEADER,
    'certification',
    'home',
    'myCenter',
    'myCenterLists',
    'pages',
    'pay',
    'status',
    'visitBooking',
  ],
  '/tab/activityIndex': [
    ...HEADER,
    'activityPage',
    'certification',
    'home',
    'liveRoom',
    'pages',
    'pay',
    'questionnaire',
    'share',
    'signupExtras',
    'status',
  ],
  '/tab/activityThemeDetail': [...HEADER, 'home', 'pages', 'share', 'status', 'topics'],
  '/about': [...HEADER, 'about'],
  '/error/:code': [...HEADER],
  '/s/:code': [...HEADER],
  '/*': [...HEADER],
  '/tab/h5-roadshowSquare': ['home', 'media', 'pages', 'square', 'squareTabs', 'status'],
  '/tab/setUserLoginInfo': [],
  '/tab/question': ['header', 'questionnaire'],
  '/tab/questionType': ['questionnaire'],
  '/tab/activityTestVideo': ['testVideo'],
  '/h5/activity': [
    'activityPage',
    'certification',
    'follow',
    'h5Activity',
    'header',
    'home',
    'liveRoom',
    'media',
    'pages',
    'pay',
    'questionnaire',
    'share',
    'signupExtras',
    'status',
  ],
  '/h5/theme': ['home', 'media', 'pages', 'status', 'topics'],
  '/h5/shortVideo': ['media'],
  '/h5/commitmentLetter': ['header', 'signupExtras'],
  '/pay/sandbox': ['pay'],
  '/tab/visitor': [...VISITOR],
  '/tab/visitor/result': [...VISITOR, 'header'],
  '/tab/visitor/research': [...VISITOR],
  '/tab/visitor/userInfo': [...VISITOR, 'certification', 'header'],
};

const ALL_BUT_SHELL = Object.keys(catalogues['zh-CN']).filter((namespace) => !SHELL_NAMESPACES.includes(namespace));

/**
 * Pages outside the console that render antd (its dialogs): they get antd's texts in their language
 * too (the console always does). The test finds them by their import of AntdProvider.
 */
export const ANTD_PAGES: ReadonlySet<string> = new Set(['/tab/activityIndex', '/h5/activity']);

/** Sent by the root loader on the console's pages (see shellMessages). */
export const CONSOLE_SHELL: readonly Namespace[] = ['console'];

const isConsole = (page: string) => page === '/console' || page.startsWith('/console/');

// React Router's pattern has no leading slash ("tab/roadshowSquare"), except "/" itself.
const normalise = (pattern: string) => (pattern.startsWith('/') ? pattern : `/${pattern}`);

/** The namespaces a page gets beyond the shell's: its entry, or, for the console and any page without one, all. */
export function pageNamespaces(pattern: string, table = PAGE_NAMESPACES): readonly Namespace[] {
  const page = normalise(pattern);
  if (isConsole(page)) return ALL_BUT_SHELL.filter((namespace) => !CONSOLE_SHELL.includes(namespace));
  return table[page] ?? ALL_BUT_SHELL;
}

function pick(lang: Lang, namespaces: readonly Namespace[]): Messages {
  const catalogue = catalogues[lang];
  return Object.fromEntries(namespaces.filter((namespace) => namespace in catalogue).map((n) => [n, catalogue[n]]));
}

/**
 * The root loader's messages: the shell's, and on the console's pages the console's namespace too,
 * which the console layout's error page needs when the layout's own loader refused (401, 403) and
 * so sent nothing. The root loader runs once per document, and the console is entered by a document
 * load (the header's link reloads), so the console's texts travel once, not with every revalidation.
 */
export function shellMessages(lang: Lang, pattern = '/'): Messages {
  return pick(lang, isConsole(normalise(pattern)) ? [...SHELL_NAMESPACES, ...CONSOLE_SHELL] : SHELL_NAMESPACES);
}

export interface PageLocaleData {
  messages: Messages;
  /** Only for the console and ANTD_PAGES: antd's own texts (~6 KB), which other pages never show. */
  antdLocale?: Locale;
}

/** What a layout's loader sends for the page of `pattern` (the loader's argument). */
export function pageLocaleData(lang: Lang, pattern: string): PageLocaleData {
  const page = normalise(pattern);
  const messages = pick(lang, pageNamespaces(page));
  return isConsole(page) || ANTD_PAGES.has(page) ? { messages, antdLocale: antdLocale(lang) } : { messages };
}
