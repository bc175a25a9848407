import { COMPANY_ACTIVITY_LIMIT, type CompanyIntroduction } from '@roadshow/contracts/companies';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { AnalystRow } from '../../repositories/company-repository.ts';
import { toActivityCards } from '../home/to-activity-cards.ts';
import { localize } from '../i18n/localize.ts';
import { toCompanyHit } from './search-companies.ts';

export function toAnalyst(row: AnalystRow, lang: Lang) {
  return {
    analystCode: row.code,
    name: localize(lang, row.nameZh, row.nameEn, row.nameTc),
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    activityCount: row.activityCount,
  };
}

/** The company page: profile, IR website, its events and the analysts who spoke at them. */
export async function getCompanyIntroduction(
  ctx: Pick<ApiContext, 'repos'>,
  lang: Lang,
  companyCode: string,
): Promise<CompanyIntroduction> {
  const row = await ctx.repos.companies.companyByCode(companyCode);
  if (!row) throw new AppError('COMPANY_NOT_FOUND');
  const [activityRows, activityTotal, analysts] = await Promise.all([
    ctx.repos.companies.companyActivities(row.id, COMPANY_ACTIVITY_LIMIT),
    ctx.repos.companies.countCompanyActivities(row.id),
    ctx.repos.companies.companyAnalysts(row.id),
  ]);
  const { nameMatches: _n, fullNameMatches: _f, ...company } = toCompanyHit(row, lang, []);
  return {
    company: { ...company, introduction: localize(lang, row.introZh, row.introEn, row.introTc), degree: row.degree },
    activityTotal,
    activityManageList: await toActivityCards(ctx.repos.activities, activityRows, lang),
    analystList: analysts.map((analyst) => toAnalyst(analyst, lang)),
  };
}
