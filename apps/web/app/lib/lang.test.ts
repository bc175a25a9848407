import { describe, expect, it } from 'vitest';
import { langFromRequest, readCookie } from './lang.ts';

describe('readCookie', () => {
  it('reads a percent-encoded value by its name', () => {
    expect(readCookie('a=1; lang=zh-CN; nick=%E5%BC%A0', 'nick')).toBe('张');
    expect(readCookie('a=1; lang=zh-CN', 'lang')).toBe('zh-CN');
    expect(readCookie('a=1', 'lang')).toBeUndefined();
    expect(readCookie(null, 'lang')).toBeUndefined();
  });

  it('treats a mangled value as missing instead of throwing (every page would answer 500)', () => {
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeUndefined();
    const request = new Request('http://x/?lang=en', { headers: { cookie: 'lang=%E0%A4%A' } });
    expect(langFromRequest(request)).toBe('en');
  });
});
