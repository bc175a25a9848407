import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, matchesEtag, pickEncoding, toCachedAnswer } from './cached-answer.ts';

describe('cached answer', () => {
  it('tags equal bytes alike and different bytes differently', () => {
    const one = toCachedAnswer('{"a":1}');
    expect(one.etag).toMatch(/^"[\w-]+"$/);
    expect(toCachedAnswer('{"a":1}').etag).toBe(one.etag);
    expect(toCachedAnswer('{"a":2}').etag).not.toBe(one.etag);
  });

  it('compresses once per answer, to bytes that decompress to the body', () => {
    const answer = toCachedAnswer(JSON.stringify({ list: Array.from({ length: 200 }, (_v, i) => `路演 ${i}`) }));
    const br = encodedBody(answer, 'br');
    expect(encodedBody(answer, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(answer.body)).toBe(true);
    expect(gunzipSync(encodedBody(answer, 'gzip')).equals(answer.body)).toBe(true);
    expect(br.length).toBeLessThan(answer.body.length);
  });

  it('picks br, then gzip, and honours q=0', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag(undefined, '"x"')).toBe(false);
    expect(matchesEtag('"x"', '"x"')).toBe(true);
    expect(matchesEtag('"a", W/"x"', '"x"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"y"', '"x"')).toBe(false);
  });
});
