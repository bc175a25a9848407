/** The three languages of the product. `tc` is Traditional Chinese (BCP-47 zh-TW). */
export const LANGS = ['zh-CN', 'en', 'tc'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/** BCP-47 tag for `<html lang>` and Intl. */
export const HTML_LANG: Record<Lang, string> = { 'zh-CN': 'zh-CN', en: 'en', tc: 'zh-TW' };

// Lower-cased tags as browsers and users write them; Hant regions go to tc, Hans regions to zh-CN.
const ALIASES: Record<string, Lang> = {
  'zh-cn': 'zh-CN',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hans-cn': 'zh-CN',
  cn: 'zh-CN',
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  tc: 'tc',
  'zh-tw': 'tc',
  'zh-hk': 'tc',
  'zh-mo': 'tc',
  'zh-hant': 'tc',
  'zh-hant-tw': 'tc',
  'zh-hant-hk': 'tc',
};

/** Maps any spelling of a language to one of ours, or undefined when it is not one we serve. */
export function normalizeLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase().replace(/_/g, '-');
  if (ALIASES[key]) return ALIASES[key];
  if (key.startsWith('en-')) return 'en';
  if (key.startsWith('zh-hant')) return 'tc';
  if (key.startsWith('zh-hans')) return 'zh-CN';
  return undefined;
}

/** Picks the best language from an Accept-Language header, honouring q-values. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const lang = normalizeLang(entry.tag);
    if (lang) return lang;
  }
  return undefined;
}

/** DESIGN §4: query `lang`, then the `lang` cookie, then Accept-Language, then zh-CN. */
export function resolveLang(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Lang {
  return (
    normalizeLang(input.query) ??
    normalizeLang(input.cookie) ??
    langFromAcceptLanguage(input.acceptLanguage) ??
    DEFAULT_LANG
  );
}
