import type { Industry } from '@roadshow/contracts/search';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

/** The industry filter's options, in the request's language. */
export async function listIndustries(
  ctx: Pick<ApiContext, 'repos'>,
  lang: Lang,
): Promise<{ industryList: Industry[] }> {
  const rows = await ctx.repos.search.industries();
  return {
    industryList: rows.map((row) => ({ code: row.code, name: localize(lang, row.nameZh, row.nameEn, row.nameTc) })),
  };
}
