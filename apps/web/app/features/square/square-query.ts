import type { SearchActivitiesQuery } from '@roadshow/contracts/search';

/** The square's state lives in the URL, so a search can be shared, bookmarked and server-rendered. */
export interface SquareQuery {
  searchValue: string;
  tab: number;
  status: string[];
  industry: string;
  startFrom: string;
  startTo: string;
  page: number;
}

const TABS = new Set([1, 2, 4]);
const STATUSES = new Set(['0', '1', '2', '3']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the URL leniently: anything malformed falls back to the default instead of failing the page. */
export function readSquareQuery(params: URLSearchParams): SquareQuery {
  const tab = Number(params.get('tab') ?? 1);
  const page = Number(params.get('page') ?? 1);
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    searchValue: (params.get('searchValue') ?? '').trim().slice(0, 100),
    tab: TABS.has(tab) ? tab : 1,
    status: [...new Set(params.getAll('status').flatMap((v) => v.split(',')))].filter((v) => STATUSES.has(v)).sort(),
    industry: (params.get('industry') ?? '').slice(0, 32),
    startFrom: date('startFrom'),
    startTo: date('startTo'),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function toApiQuery(query: SquareQuery, pageSize: number): SearchActivitiesQuery {
  const ordered = query.startFrom && query.startTo && query.startFrom > query.startTo;
  return {
    searchValue: query.searchValue || undefined,
    tab: query.tab,
    status: query.status.length > 0 ? query.status.join(',') : undefined,
    industry: query.industry || undefined,
    startFrom: (ordered ? query.startTo : query.startFrom) || undefined,
    startTo: (ordered ? query.startFrom : query.startTo) || undefined,
    page: query.page,
    pageSize,
  } as SearchActivitiesQuery;
}

/** The square URL for a state, keeping the language; page 1 and empty filters are left out. */
export function squareHref(query: SquareQuery, lang: string, change: Partial<SquareQuery> = {}): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.searchValue) params.set('searchValue', next.searchValue);
  if (next.tab !== 1) params.set('tab', String(next.tab));
  if (next.status.length > 0) params.set('status', next.status.join(','));
  if (next.industry) params.set('industry', next.industry);
  if (next.startFrom) params.set('startFrom', next.startFrom);
  if (next.startTo) params.set('startTo', next.startTo);
  if (next.page > 1) params.set('page', String(next.page));
  params.set('lang', lang);
  return `/tab/roadshowSquare?${params.toString()}`;
}
