import type { SearchActivitiesQuery } from '@roadshow/contracts/search';

export const H5_SQUARE_TABS = [1, 2, 4] as const;
export const H5_SQUARE_PAGE_SIZE = 12;

/** The mobile square keeps its search and tab in the URL; further pages load as the list scrolls. */
export interface H5SquareQuery {
  searchValue: string;
  tab: number;
}

export function readH5SquareQuery(params: URLSearchParams): H5SquareQuery {
  const tab = Number(params.get('tab') ?? 1);
  return {
    searchValue: (params.get('searchValue') ?? '').trim().slice(0, 100),
    tab: (H5_SQUARE_TABS as readonly number[]).includes(tab) ? tab : 1,
  };
}

export function h5SquareApiQuery(query: H5SquareQuery, page: number): SearchActivitiesQuery {
  return {
    searchValue: query.searchValue || undefined,
    tab: query.tab,
    page,
    pageSize: H5_SQUARE_PAGE_SIZE,
  } as SearchActivitiesQuery;
}

export function h5SquareHref(query: H5SquareQuery): string {
  const params = new URLSearchParams();
  if (query.searchValue) params.set('searchValue', query.searchValue);
  if (query.tab !== 1) params.set('tab', String(query.tab));
  const search = params.toString();
  return `/tab/h5-roadshowSquare${search ? `?${search}` : ''}`;
}
