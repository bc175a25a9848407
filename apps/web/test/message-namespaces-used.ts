import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

// What a route's modules can ask i18next for, read from the source: the namespaces (top-level
// catalogue keys) that start a string literal ('home.title', `status.${code}`, labelKey: 'nav.home'),
// or that a `…Key` prop or field holds whole (labelKey="squareTabs", joined into keys later), in any
// module the route imports, statically or with import(), within apps/web/app. Over-counting is
// harmless (a namespace sent for nothing); missing one is what the test guards against, so a module
// that builds keys from a namespace must receive it as a `…Key` value.

export const APP_DIR = resolve(import.meta.dirname, '../app');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const KEY_START = /['"`]([A-Za-z][A-Za-z0-9]*)\./g;
const WHOLE_IN_KEY_PROP = /Key\s*[=:]\s*\{?\s*['"`]([A-Za-z][A-Za-z0-9]*)['"`]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return undefined;
}

/** Every module of apps/web/app that `entry` imports, itself included (absolute paths). */
export function moduleGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(APP_DIR, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** The namespaces of `known` that the modules of `entry`'s graph mention, with a file that does. */
export function namespacesUsed(entry: string, known: ReadonlySet<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of moduleGraph(entry)) {
    const source = readFileSync(file, 'utf8');
    for (const [, word] of [...source.matchAll(KEY_START), ...source.matchAll(WHOLE_IN_KEY_PROP)])
      if (known.has(word!) && !used.has(word!)) used.set(word!, relative(APP_DIR, file));
  }
  return used;
}
