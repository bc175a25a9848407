import type { MyFollowList } from '@roadshow/contracts/follow';
import { ApiError, type ApiClient } from './api-client.ts';

/** What the caller follows, or null for a visitor (the call answers 401). */
export async function loadMyFollows(api: ApiClient): Promise<MyFollowList | null> {
  try {
    return await api.myFollowList();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}
