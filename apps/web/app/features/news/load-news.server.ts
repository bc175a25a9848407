import { data } from 'react-router';
import type { NewsDetail, NewsList } from '@roadshow/contracts/news';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

export type NewsPageData =
  { view: 'list'; page: number; list: NewsList | null; error: string | null } | { view: 'article'; detail: NewsDetail };

/** /tab/flashNews lists the news; /tab/flashNews?newsId= opens one article (404 when unknown). */
export async function loadNews(api: ApiClient, url: URL): Promise<NewsPageData> {
  const newsId = url.searchParams.get('newsId');
  if (newsId !== null) {
    const id = Number(newsId);
    if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
    try {
      return { view: 'article', detail: await api.newsDetail(id) };
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
        throw data(null, { status: 404 });
      throw error;
    }
  }
  const asked = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 500 ? asked : 1;
  try {
    return { view: 'list', page, list: await api.newsList(page), error: null };
  } catch (error) {
    return { view: 'list', page, list: null, error: error instanceof ApiError ? error.message : String(error) };
  }
}
