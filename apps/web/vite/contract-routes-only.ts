import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CALLS_DIR = fileURLToPath(new URL('../../../packages/contracts/src/calls/', import.meta.url));

/** An entry of the contract table reduced to what the browser uses to make the call. */
function routesOnly(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.service === 'string' && typeof record.method === 'string' && typeof record.path === 'string')
    return { service: record.service, method: record.method, path: record.path };
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, routesOnly(inner)]));
}

/**
 * The browser build gets the contract table (packages/contracts/src/calls) without its zod schemas:
 * the web client reads only an entry's service, method and path at run time (its types still come
 * from the full entries), and the schemas would bring zod, ~26 KB gzip, into every page's JS,
 * the home page's too (its budget: scripts/check-js-budget.ts). The server build keeps the real
 * modules. Each calls module is evaluated at build time and replaced by its routing data as JSON.
 */
export function contractRoutesOnly(): Plugin {
  return {
    name: 'roadshow-contract-routes-only',
    enforce: 'pre',
    async load(id, options) {
      if (options?.ssr || !id.startsWith(CALLS_DIR) || !id.endsWith('.ts') || id.endsWith('define-call.ts'))
        return null;
      const exports = (await tsImport(id, import.meta.url)) as Record<string, unknown>;
      return Object.entries(exports)
        .filter(([name]) => name !== 'default')
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(routesOnly(value))};`)
        .join('\n');
    },
  };
}
