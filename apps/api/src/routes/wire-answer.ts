import {
  COMPRESS_THRESHOLD_BYTES,
  encodedBody,
  matchesEtag,
  pickEncoding,
  type CachedAnswer,
} from '../services/cache/cached-answer.ts';

/** What a cached answer puts on the wire for one request: status, headers and bytes. */
export interface WireAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * The reply to one request from a cached answer. Nothing here is per-request work beyond picking:
 * the bytes, their ETag and their compressed copies are made once per cache entry. `no-cache`
 * makes browsers revalidate every time (If-None-Match → 304), so a write is visible on the next
 * request exactly as the cache's invalidation makes it.
 */
export function wireAnswer(
  answer: CachedAnswer,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string; 'x-no-compression'?: string | string[] },
): WireAnswer {
  const out: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    etag: answer.etag,
  };
  if (matchesEtag(headers['if-none-match'], answer.etag)) return { status: 304, headers: out, body: undefined };
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return { status: 200, headers: out, body: answer.body };
  out.vary = 'accept-encoding';
  const encoding = headers['x-no-compression'] === undefined ? pickEncoding(headers['accept-encoding']) : undefined;
  if (!encoding) return { status: 200, headers: out, body: answer.body };
  // Content-Encoding set here also tells the compress plugin the bytes are already compressed.
  out['content-encoding'] = encoding;
  return { status: 200, headers: out, body: encodedBody(answer, encoding) };
}
