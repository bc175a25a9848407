// The home page's JS budget (DESIGN §9, issue "Speed"): the scripts the built home page loads
// before it is interactive — the client entry, the root, the header layout and the home route,
// with every module they import — summed as gzip bytes on the wire (the .gz siblings the server
// sends, scripts/precompress.ts; 1 KB = 1000 B, as bench/lighthouse.bench.ts counts). Bytes are
// stable from build to build, so this gates the build; timings are not, and stay in bench/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget in gzip bytes. Raise it only with a decision record that says what the bytes buy. */
export const HOME_JS_BUDGET_BYTES = 150_000;

/** The route modules on the way to the home page, outermost first. */
const HOME_ROUTE_IDS = ['root', 'layouts/header-layout', 'routes/home'];

interface ManifestEntry {
  module: string;
  imports?: string[];
}

interface BuildAssets {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry | undefined>;
}

const buildDir = fileURLToPath(new URL('../build', import.meta.url));

/** One script's gzip size: its precompressed sibling when the build wrote one, else gzip -9 now. */
function gzipBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export async function measureHomeJs(): Promise<{ files: { path: string; bytes: number }[]; total: number }> {
  const serverBuild = `${buildDir}/server/index.js`;
  if (!existsSync(serverBuild)) throw new Error(`no build at ${buildDir}: run npm run build first`);
  const { assets } = (await import(pathToFileURL(serverBuild).href)) as { assets: BuildAssets };
  const scripts = new Set<string>([assets.entry.module, ...(assets.entry.imports ?? [])]);
  for (const id of HOME_ROUTE_IDS) {
    const route = assets.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build manifest: update HOME_ROUTE_IDS`);
    for (const path of [route.module, ...(route.imports ?? [])]) scripts.add(path);
  }
  const files = [...scripts].map((path) => ({ path, bytes: gzipBytes(`${buildDir}/client${path}`) }));
  files.sort((a, b) => b.bytes - a.bytes);
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, total } = await measureHomeJs();
  const verdict = `home page JS: ${kb(total)} gzip in ${files.length} files (budget ${kb(HOME_JS_BUDGET_BYTES)})`;
  if (total > HOME_JS_BUDGET_BYTES) {
    console.error(`JS budget exceeded — ${verdict}, ${kb(total - HOME_JS_BUDGET_BYTES)} over. Largest files:`);
    for (const file of files.slice(0, 8)) console.error(`  ${kb(file.bytes).padStart(9)}  ${file.path}`);
    console.error('Move what the home page does not need at load behind a dynamic import, or drop it.');
    process.exit(1);
  }
  console.log(`JS budget ok — ${verdict}`);
}
