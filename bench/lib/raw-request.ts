import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names and values as sent, alternating, to count their bytes. */
  rawHeaders: string[];
  /** The bytes exactly as they came over the wire (still compressed if the server compressed). */
  body: Buffer;
}

/**
 * One HTTP request that sends only the headers given. fetch() would add Accept-Encoding and
 * decompress, and both would hide what the server really sends.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  const method = options.method ?? 'GET';
  // Browsers send an explicit empty body on POST; without it Node would send a chunked one.
  const headers = method === 'POST' ? { 'content-length': '0', ...options.headers } : { ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, timeout: options.timeoutMs ?? 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}
