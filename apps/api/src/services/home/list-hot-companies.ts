import type { HotCompany } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

/** Spec §9: the top 3 hot companies are shown. */
export const HOT_COMPANY_LIMIT = 3;

export async function listHotCompanies(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang }) {
  const rows = await ctx.repos.homeContent.hottestCompanies(HOT_COMPANY_LIMIT);
  const degreeList: HotCompany[] = rows.map((row) => ({
    companyCode: row.code,
    companyName: localize(input.lang, row.shortZh, row.shortEn, row.shortTc),
    logo: row.logoUrl,
    industry: row.industryZh === null ? '' : localize(input.lang, row.industryZh, row.industryEn, row.industryTc),
    degree: row.degree,
  }));
  // The spec nests the list one level deeper than the others: result.result.degreeList.
  return { result: { degreeList } };
}
