import type { Industry, SearchActivitiesResult } from '@roadshow/contracts/search';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { readSquareQuery, toApiQuery, type SquareQuery } from './square-query.ts';

export const SQUARE_PAGE_SIZE = 12;

export interface SquareData {
  query: SquareQuery;
  result: SearchActivitiesResult | null;
  /** The API's message when the search itself was refused or failed. */
  error: string | null;
  industries: Industry[];
  /** The server's clock, so "3 hours ago" reads the same on the server and in the browser. */
  now: string;
}

export async function loadSquare(api: ApiClient, url: URL): Promise<SquareData> {
  const query = readSquareQuery(url.searchParams);
  const [search, industries] = await Promise.all([
    api.searchActivities(toApiQuery(query, SQUARE_PAGE_SIZE)).then(
      (result) => ({ result, error: null }),
      (error: unknown) => ({ result: null, error: error instanceof ApiError ? error.message : String(error) }),
    ),
    api.industryList().then(
      (answer) => answer.industryList,
      () => [],
    ),
  ]);
  return { query, ...search, industries, now: new Date().toISOString() };
}
