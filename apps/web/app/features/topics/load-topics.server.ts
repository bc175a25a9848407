import { data } from 'react-router';
import type { TopicDetail, TopicList } from '@roadshow/contracts/topics';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

export interface TopicListData {
  page: number;
  list: TopicList | null;
  /** The API's message when the list could not be loaded. */
  error: string | null;
}

/** /tab/activityTheme?page=: a malformed page number reads as the first page. */
export async function loadTopicList(api: ApiClient, url: URL): Promise<TopicListData> {
  const asked = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 500 ? asked : 1;
  try {
    return { page, list: await api.topicList(page), error: null };
  } catch (error) {
    return { page, list: null, error: error instanceof ApiError ? error.message : String(error) };
  }
}

/** /tab/activityThemeDetail?themeId=: an unknown or malformed id is the 404 page, with a 404 status. */
export async function loadTopicDetail(api: ApiClient, url: URL): Promise<{ detail: TopicDetail; origin: string }> {
  const themeId = Number(url.searchParams.get('themeId'));
  if (!Number.isInteger(themeId) || themeId < 1) throw data(null, { status: 404 });
  try {
    return { detail: await api.topicDetail(themeId), origin: url.origin };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw data(null, { status: 404 });
    throw error;
  }
}
