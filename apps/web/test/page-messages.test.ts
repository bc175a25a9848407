import { describe, expect, it } from 'vitest';
import {
  ANTD_PAGES,
  PAGE_NAMESPACES,
  pageLocaleData,
  pageNamespaces,
  SHELL_NAMESPACES,
  shellMessages,
  type Namespace,
} from '../app/i18n/page-messages.server.ts';
import { mergedCatalogues } from '../app/i18n/merge-catalogues.ts';
import routes from '../app/routes.ts';
import { APP_DIR, moduleGraph, namespacesUsed } from './message-namespaces-used.ts';
import { resolve } from 'node:path';

// Decision 065: a page's HTML carries only the message namespaces its modules use. A namespace a
// route forgets is a raw key on screen (in the browser after hydration, and on the server, which
// renders with the same messages), so this test reads every route's module graph and fails when it
// mentions a namespace its entry in PAGE_NAMESPACES (plus the shell's) does not send.

interface RouteNode {
  file: string;
  path?: string;
  children?: RouteNode[];
}

interface Page {
  pattern: string;
  /** The route module and its layouts, outermost first. */
  files: string[];
}

/** Every leaf route with the pattern React Router gives its loaders (`/tab/myCenter/:activeName?`). */
function pages(nodes: RouteNode[], parents: RouteNode[] = []): Page[] {
  return nodes.flatMap((node) => {
    const chain = [...parents, node];
    if (node.children) return pages(node.children, chain);
    const pattern = `/${chain
      .map((step) => step.path)
      .filter(Boolean)
      .join('/')}`;
    return [{ pattern, files: chain.map((step) => step.file) }];
  });
}

const known = new Set(Object.keys(mergedCatalogues['zh-CN']));
const allPages = pages(routes as RouteNode[]);

/** Namespaces a page's modules mention that the shell and its table entry do not send. */
function missing(page: Page, table: Record<string, readonly Namespace[]>): string[] {
  const sent = new Set<string>([
    ...Object.keys(shellMessages('zh-CN', page.pattern)),
    ...pageNamespaces(page.pattern, table),
  ]);
  const gaps: string[] = [];
  for (const file of page.files)
    for (const [namespace, where] of namespacesUsed(file, known))
      if (!sent.has(namespace)) gaps.push(`${namespace} (${where})`);
  return [...new Set(gaps)];
}

describe('message namespaces per page', () => {
  it('the shell sends what the root module and its error pages use', () => {
    expect(
      [...namespacesUsed('root.tsx', known).keys()].filter((n) => !SHELL_NAMESPACES.includes(n as Namespace)),
    ).toEqual([]);
  });

  it('every page gets every namespace its route, layouts and their imports mention', () => {
    const gaps = allPages
      .map((page) => ({ page: page.pattern, missing: missing(page, PAGE_NAMESPACES) }))
      .filter((page) => page.missing.length > 0);
    expect(gaps).toEqual([]);
  });

  it('every page outside the console has its own entry (the console gets every namespace)', () => {
    const withoutEntry = allPages
      .map((page) => page.pattern)
      .filter((pattern) => !pattern.startsWith('/console') && !(pattern in PAGE_NAMESPACES));
    expect(withoutEntry).toEqual([]);
    expect(
      Object.keys(PAGE_NAMESPACES).filter((pattern) => !allPages.some((page) => page.pattern === pattern)),
    ).toEqual([]);
  });

  it('names only namespaces the catalogues have', () => {
    for (const namespaces of [SHELL_NAMESPACES, ...Object.values(PAGE_NAMESPACES)])
      for (const namespace of namespaces) expect(known.has(namespace), namespace).toBe(true);
  });

  it('pages that render antd get its texts in their language', () => {
    const provider = resolve(APP_DIR, 'components/antd-provider.tsx');
    const withAntd = allPages
      .filter((page) => page.files.some((file) => moduleGraph(file).has(provider)))
      .map((page) => page.pattern)
      .filter((pattern) => !pattern.startsWith('/console'));
    expect(withAntd.sort()).toEqual([...ANTD_PAGES].sort());
    expect(pageLocaleData('en', 'tab/activityIndex').antdLocale?.locale).toBe('en');
    expect(pageLocaleData('en', 'console/audit').antdLocale?.locale).toBe('en');
    expect(pageLocaleData('en', 'tab/roadshowSquare').antdLocale).toBeUndefined();
  });

  it('looks pages up by the pattern as loaders receive it (no leading slash)', () => {
    expect(pageNamespaces('tab/roadshowSquare')).toEqual(PAGE_NAMESPACES['/tab/roadshowSquare']);
    expect(pageNamespaces('/')).toEqual(PAGE_NAMESPACES['/']);
    expect(Object.keys(pageLocaleData('zh-CN', 'tab/roadshowSquare').messages)).not.toContain('console');
    expect(Object.keys(pageLocaleData('zh-CN', 'console/audit').messages)).toContain('consoleParts');
  });

  it("the console's error page has the console's texts from the root, its layout having sent nothing", () => {
    const messages = shellMessages('en', 'console/activity/:activityId/live') as { console?: { forbidden?: string } };
    expect(messages.console?.forbidden).toEqual(expect.any(String));
    expect(Object.keys(shellMessages('en', 'tab/roadshowSquare'))).not.toContain('console');
    expect(pageNamespaces('console/audit')).not.toContain('console');
  });

  it('would catch a namespace left out', () => {
    const home = allPages.find((page) => page.pattern === '/')!;
    const table = { ...PAGE_NAMESPACES, '/': PAGE_NAMESPACES['/']!.filter((namespace) => namespace !== 'home') };
    expect(missing(home, table)).toContainEqual(expect.stringMatching(/^home \(/));
  });
});
