import { COMPANY_TABS, type SearchCompaniesQuery } from '@roadshow/contracts/companies';
import { SEARCH_MAX_LENGTH } from '@roadshow/contracts/search';

/** The company library's (and the IR website search's) state lives in the URL, like the square's. */
export interface CompanyQuery {
  searchValue: string;
  /** 1 all, 2 Shanghai, 3 Shenzhen, 4 Hong Kong. */
  tab: number;
  industry: string;
  page: number;
}

export const COMPANY_TAB_KEYS = Object.keys(COMPANY_TABS).map(Number);

/** Reads the URL leniently: anything malformed falls back to the default instead of failing the page. */
export function readCompanyQuery(params: URLSearchParams): CompanyQuery {
  const tab = Number(params.get('tab') ?? 1);
  const page = Number(params.get('page') ?? 1);
  return {
    searchValue: (params.get('searchValue') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    tab: COMPANY_TAB_KEYS.includes(tab) ? tab : 1,
    industry: (params.get('industry') ?? '').slice(0, 32),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function toCompanyApiQuery(query: CompanyQuery, pageSize: number): SearchCompaniesQuery {
  return {
    searchValue: query.searchValue || undefined,
    tab: query.tab,
    industry: query.industry || undefined,
    page: query.page,
    pageSize,
  } as SearchCompaniesQuery;
}

/** The URL of a state on one of the search pages, keeping the language; defaults are left out. */
export function companyHref(path: string, query: CompanyQuery, lang: string, change: Partial<CompanyQuery> = {}) {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.searchValue) params.set('searchValue', next.searchValue);
  if (next.tab !== 1) params.set('tab', String(next.tab));
  if (next.industry) params.set('industry', next.industry);
  if (next.page > 1) params.set('page', String(next.page));
  params.set('lang', lang);
  return `${path}?${params.toString()}`;
}

export const companyPageHref = (companyCode: string, lang: string) =>
  `/tab/listedCompany?companyCode=${encodeURIComponent(companyCode)}&lang=${lang}`;
