import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are (the compress plugin's threshold too). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * One serialized answer as it goes on the wire: the bytes, their ETag, and compressed copies made
 * on first demand. Everything here is computed once per cache entry, never per request.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

export function toCachedAnswer(json: string): CachedAnswer {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

/** The answer's bytes in encoding, compressed once and kept with the answer. */
export function encodedBody(answer: CachedAnswer, encoding: AnswerEncoding): Buffer {
  let bytes = answer.encoded[encoding];
  if (!bytes) {
    // Compressed once per entry, so a higher brotli quality than the per-request plugin's 4 pays off.
    bytes =
      encoding === 'br'
        ? brotliCompressSync(answer.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : gzipSync(answer.body, { level: 9 });
    answer.encoded[encoding] = bytes;
  }
  return bytes;
}

/** The best encoding the client accepts (br, then gzip), or undefined for plain bytes. */
export function pickEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** Whether If-None-Match names this ETag (a weak or strong copy of it, or any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
