import { describe, expect, it } from 'vitest';
import { HTML_LANG, langFromAcceptLanguage, normalizeLang, resolveLang } from '../src/locale.ts';

describe('normalizeLang alias table', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['en-AU', 'en'],
    ['tc', 'tc'],
    ['zh-TW', 'tc'],
    ['zh-HK', 'tc'],
    ['zh-MO', 'tc'],
    ['zh-Hant', 'tc'],
    ['zh-Hant-HK', 'tc'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLang(input)).toBe(expected);
  });

  it('maps tc to the BCP-47 tag zh-TW for <html lang>', () => {
    expect(HTML_LANG.tc).toBe('zh-TW');
    expect(HTML_LANG['zh-CN']).toBe('zh-CN');
  });
});

describe('langFromAcceptLanguage', () => {
  it('honours q-values and skips languages we do not serve', () => {
    expect(langFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8,zh-TW;q=0.7')).toBe('en');
    expect(langFromAcceptLanguage('en;q=0.5,zh-HK;q=0.9')).toBe('tc');
    expect(langFromAcceptLanguage('de,fr')).toBeUndefined();
    expect(langFromAcceptLanguage('en;q=0')).toBeUndefined();
  });
});

describe('resolveLang (DESIGN §4 order)', () => {
  it('prefers the query, then the cookie, then Accept-Language, then zh-CN', () => {
    expect(resolveLang({ query: 'en', cookie: 'tc', acceptLanguage: 'zh-CN' })).toBe('en');
    expect(resolveLang({ query: 'xx', cookie: 'tc', acceptLanguage: 'en' })).toBe('tc');
    expect(resolveLang({ cookie: 'bad', acceptLanguage: 'zh-HK' })).toBe('tc');
    expect(resolveLang({})).toBe('zh-CN');
  });
});
