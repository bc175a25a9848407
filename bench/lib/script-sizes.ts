import { rawRequest } from './raw-request.ts';

export interface ScriptSizes {
  /** Bytes on the wire when the client accepts gzip only, summed over the scripts. */
  gzipBytes: number;
  scripts: { url: string; bytes: number; encoding: string }[];
  /** Scripts the server sent uncompressed although gzip was accepted. */
  uncompressed: string[];
}

/**
 * The bar is in gzip, but Chrome accepts br and zstd too, so Lighthouse's transfer sizes are not
 * gzip figures: fetch each script again accepting gzip only and count the bytes that come back.
 */
export async function measureScriptSizes(urls: string[]): Promise<ScriptSizes> {
  const scripts: ScriptSizes['scripts'] = [];
  for (const url of urls) {
    const answer = await rawRequest(url, {
      headers: { 'accept-encoding': 'gzip' },
    });
    if (answer.status !== 200) throw new Error(`script ${url} answered ${answer.status}`);
    const encoding = String(answer.headers['content-encoding'] ?? 'identity');
    scripts.push({ url, bytes: answer.body.length, encoding });
  }
  return {
    gzipBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts,
    uncompressed: scripts.filter((script) => script.encoding !== 'gzip').map((script) => script.url),
  };
}
