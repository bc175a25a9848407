import type { SearchActivitiesResult } from '@roadshow/contracts/search';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { h5SquareApiQuery, readH5SquareQuery, type H5SquareQuery } from './h5-square-query.ts';

export interface H5SquareData {
  query: H5SquareQuery;
  /** The first page; the browser asks for the next ones. */
  result: SearchActivitiesResult | null;
  error: string | null;
}

export async function loadH5Square(api: ApiClient, url: URL): Promise<H5SquareData> {
  const query = readH5SquareQuery(url.searchParams);
  try {
    return { query, result: await api.searchActivities(h5SquareApiQuery(query, 1)), error: null };
  } catch (error) {
    return { query, result: null, error: error instanceof ApiError ? error.message : String(error) };
  }
}
