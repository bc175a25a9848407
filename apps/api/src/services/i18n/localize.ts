import type { Lang } from '@roadshow/contracts/locale';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';

/**
 * DESIGN §4: content has zh-CN, en and tc fields; a missing tc is converted from zh-CN and a
 * missing en falls back to zh-CN.
 */
export function localize(lang: Lang, zh: string, en: string | null | undefined, tc: string | null | undefined): string {
  if (lang === 'en') return en || zh;
  if (lang === 'tc') return tc || toTraditional(zh);
  return zh;
}
