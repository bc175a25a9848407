import { data } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CompanyIntroduction, SearchCompaniesResult } from '@roadshow/contracts/companies';
import type { FollowState, MyFollowList } from '@roadshow/contracts/follow';
import type { Industry } from '@roadshow/contracts/search';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { loadMyFollows } from '../../lib/my-follows.server.ts';
import { readCompanyQuery, toCompanyApiQuery, type CompanyQuery } from './company-query.ts';

export const COMPANY_LIST_PAGE_SIZE = 10;

export interface CompanySearchData {
  kind: 'search';
  query: CompanyQuery;
  result: SearchCompaniesResult | null;
  /** The API's message when the search was refused or failed. */
  error: string | null;
  industries: Industry[];
  /** Stock codes the user follows, for the state of every row; empty for visitors. */
  followedCodes: string[];
}

export interface CompanyPageData {
  kind: 'company';
  detail: CompanyIntroduction;
  follow: FollowState;
  followedAnalysts: string[];
  origin: string;
  /** Research-visit slots open for booking now (not full, not in a quiet period): 0 hides the link. */
  openVisitSlots: number;
}

const codesOf = (follows: MyFollowList | null, type: string) =>
  (follows?.followList ?? []).filter((item) => item.targetType === type).map((item) => item.code);

/** /tab/listedCompany and the IR website pages: one page of a company search. */
export async function loadCompanySearch(api: ApiClient, url: URL, irOnly: boolean): Promise<CompanySearchData> {
  const query = readCompanyQuery(url.searchParams);
  const apiQuery = toCompanyApiQuery(query, COMPANY_LIST_PAGE_SIZE);
  const [search, industries, follows] = await Promise.all([
    (irOnly ? api.searchIrWebsites(apiQuery) : api.searchCompanies(apiQuery)).then(
      (result) => ({ result, error: null }),
      (error: unknown) => ({ result: null, error: error instanceof ApiError ? error.message : String(error) }),
    ),
    api.industryList().then(
      (answer) => answer.industryList,
      () => [],
    ),
    irOnly ? null : loadMyFollows(api).catch(() => null),
  ]);
  return { kind: 'search', query, ...search, industries, followedCodes: codesOf(follows, 'company') };
}

/** /tab/listedCompany?companyCode=: an unknown or malformed code is the 404 page, with a 404 status. */
export async function loadCompanyPage(api: ApiClient, url: URL): Promise<CompanyPageData> {
  const companyCode = url.searchParams.get('companyCode') ?? '';
  if (!/^\d{5,6}$/.test(companyCode)) throw data(null, { status: 404 });
  try {
    const [detail, follow, follows, openVisitSlots] = await Promise.all([
      api.companyIntroduction(companyCode),
      api.followState({ targetType: 'company', code: companyCode }),
      loadMyFollows(api).catch(() => null),
      // The booking link is extra: a company without booking, or an answer that failed, shows none.
      api.call(contract.visitor.getVisitorHome, { companyCode }).then(
        (home) => home.slots.filter((slot) => slot.quiet === null && slot.remaining > 0).length,
        () => 0,
      ),
    ]);
    return {
      kind: 'company',
      detail,
      follow,
      followedAnalysts: codesOf(follows, 'analyst'),
      origin: url.origin,
      openVisitSlots,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'COMPANY_NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw data(null, { status: 404 });
    throw error;
  }
}
