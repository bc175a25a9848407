import * as OpenCC from 'opencc-js';
import type { Lang } from '@roadshow/contracts/locale';

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const converted = new Map<string, string>();
const MAX_MEMO = 20_000;

/** zh-CN text in Traditional characters, memoised because the same titles are asked for constantly. */
export function traditionalFrom(text: string): string {
  const hit = converted.get(text);
  if (hit !== undefined) return hit;
  const value = toTraditional(text);
  if (converted.size >= MAX_MEMO) converted.clear();
  converted.set(text, value);
  return value;
}

/**
 * DESIGN §4: content has zh-CN, en and tc fields; a missing tc is converted from zh-CN and a
 * missing en falls back to zh-CN.
 */
export function localize(lang: Lang, zh: string, en: string | null | undefined, tc: string | null | undefined): string {
  if (lang === 'en') return en || zh;
  if (lang === 'tc') return tc || traditionalFrom(zh);
  return zh;
}
