import type { CompanyHit, SearchCompaniesResult, searchCompaniesQuerySchema } from '@roadshow/contracts/companies';
import { COMPANY_TABS } from '@roadshow/contracts/companies';
import type { Lang } from '@roadshow/contracts/locale';
import type { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import type { CompanyRow, CompanySearch } from '../../repositories/company-repository.ts';
import { localize } from '../i18n/localize.ts';
import { findTitleMatches } from '../search/find-title-matches.ts';
import { searchTerms } from '../search/search-terms.ts';

export type SearchCompaniesInput = z.output<typeof searchCompaniesQuerySchema>;

/** A validated, normalized company search; equal plans give equal answers, so it is also a cache key. */
export interface CompanySearchPlan {
  terms: string[];
  exchange?: string;
  industryCode?: string;
  irOnly: boolean;
  page: number;
  pageSize: number;
}

/** Folds the words (業績 and 业绩 share a plan) and turns the tab into an exchange. */
export function planCompanySearch(input: SearchCompaniesInput, irOnly: boolean): CompanySearchPlan {
  return {
    terms: searchTerms(input.searchValue),
    exchange: COMPANY_TABS[input.tab] ?? undefined,
    industryCode: input.industry || undefined,
    irOnly,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** One company in the request's language, its names marked where the words matched. */
export function toCompanyHit(row: CompanyRow, lang: Lang, terms: readonly string[]): CompanyHit {
  const companyName = localize(lang, row.shortNameZh, row.shortNameEn, row.shortNameTc);
  const fullName = localize(lang, row.nameZh, row.nameEn, row.nameTc);
  return {
    companyCode: row.code,
    exchange: row.exchange,
    companyName,
    fullName,
    industry: row.industryZh === null ? '' : localize(lang, row.industryZh, row.industryEn, row.industryTc),
    logo: row.logoUrl,
    irWebsite: row.irWebsite,
    nameMatches: findTitleMatches(companyName, terms),
    fullNameMatches: findTitleMatches(fullName, terms),
  };
}

/**
 * The company library's search (and, with irOnly, the IR website search) over companies.search_text
 * (decision 008): stock code, names in any script or language, full pinyin and initials.
 */
export async function searchCompanies(
  ctx: Pick<ApiContext, 'repos'>,
  plan: CompanySearchPlan,
  lang: Lang,
): Promise<SearchCompaniesResult> {
  const offset = (plan.page - 1) * plan.pageSize;
  const search: CompanySearch = {
    terms: plan.terms,
    exchange: plan.exchange,
    industryCode: plan.industryCode,
    irOnly: plan.irOnly,
    offset,
    limit: plan.pageSize,
  };
  const rows = await ctx.repos.companies.searchCompanies(search);
  // A short, non-empty page (or an empty first page) already tells the total.
  const lastPage = rows.length < plan.pageSize && (rows.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : await ctx.repos.companies.countCompanies(search);
  return {
    total,
    page: plan.page,
    pageSize: plan.pageSize,
    companyList: rows.map((row) => toCompanyHit(row, lang, plan.terms)),
  };
}
