import { describe, expect, it } from 'vitest';
import { localPath, resolveAllowedUrl } from '../src/safe-url.ts';

const OWN = 'https://roadshow.example';

describe('resolveAllowedUrl', () => {
  it.each([
    '/tab/myCenter?lang=en',
    'https://roadshow.example/tab/roadshowSquare?searchValue=%E4%B8%9A%E7%BB%A9',
    'https://partner.example/page',
  ])('allows our own and configured origins: %s', (value) => {
    expect(resolveAllowedUrl(value, OWN, ['https://partner.example'])).not.toBeNull();
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'https://roadshow.example@evil.example/',
    'https://user:pw@roadshow.example/',
    '/\\evil.example',
    '\\\\evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.example'.replace('/%2F', '//'),
    'https://roadshow.example.evil.example/',
    'https://roadshow.example\t.evil.example/',
  ])('refuses anything that leaves our sites: %s', (value) => {
    expect(resolveAllowedUrl(value, OWN, ['https://partner.example'])).toBeNull();
  });

  it('refuses an over-long value', () => {
    expect(resolveAllowedUrl(`/${'a'.repeat(3000)}`, OWN)).toBeNull();
  });

  it('resolves a scheme-relative trick of the same scheme onto our own origin', () => {
    expect(resolveAllowedUrl('https:evil.example', OWN)?.origin).toBe(OWN);
  });

  it('keeps an encoded double slash as a path on our own origin', () => {
    const url = resolveAllowedUrl('/%2F%2Fevil.example', OWN);
    expect(url?.origin).toBe(OWN);
  });
});

describe('leading slashes are collapsed before the origin is judged', () => {
  it.each(['https://roadshow.example//evil.example/', '/.//evil.example/', '///evil.example/', '/./\\/evil.example'])(
    '%s stays a path of ours, never a protocol-relative one',
    (value) => {
      // Refused outright, or kept on our origin with a single leading slash.
      const url = resolveAllowedUrl(value.replace('\\', '/'), OWN);
      if (url === null) return;
      expect(url.origin).toBe(OWN);
      expect(url.pathname).toBe('/evil.example' + (value.endsWith('/') ? '/' : ''));
      expect(localPath(url)).not.toMatch(/^\/[/\\]/);
    },
  );

  it('gives the path form of a URL on our origin with one leading slash', () => {
    expect(localPath(new URL('https://roadshow.example//evil.example/x?a=1#h'))).toBe('/evil.example/x?a=1#h');
    expect(localPath(new URL('https://roadshow.example/tab/myCenter?lang=en'))).toBe('/tab/myCenter?lang=en');
  });
});
