import type { Lang } from '@roadshow/contracts/locale';
import { NEWS_PAGE_SIZE, type NewsDetail, type NewsItem, type NewsList } from '@roadshow/contracts/news';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { NewsRow } from '../../repositories/news-repository.ts';
import { localize } from '../i18n/localize.ts';

const LATEST_BESIDE_ARTICLE = 5;

function toNewsItem(row: NewsRow, lang: Lang): NewsItem {
  return {
    newsId: row.id,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    summary: localize(lang, row.summaryZh, row.summaryEn, row.summaryTc),
    source: localize(lang, row.sourceZh, row.sourceEn, row.sourceTc),
    publishedAt: row.publishedAt.toISOString(),
    companyName: row.companyShortZh ? localize(lang, row.companyShortZh, row.companyShortEn, row.companyShortTc) : null,
    companyCode: row.companyCode,
  };
}

export async function listNews(ctx: Pick<ApiContext, 'repos'>, lang: Lang, page: number): Promise<NewsList> {
  const [rows, total] = await Promise.all([
    ctx.repos.news.page((page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE),
    ctx.repos.news.count(),
  ]);
  return { total, page, pageSize: NEWS_PAGE_SIZE, newsList: rows.map((row) => toNewsItem(row, lang)) };
}

/** The article as plain-text paragraphs (never HTML), with the latest other items beside it. */
export async function getNewsDetail(ctx: Pick<ApiContext, 'repos'>, lang: Lang, newsId: number): Promise<NewsDetail> {
  const row = await ctx.repos.news.byId(newsId);
  if (!row) throw new AppError('NOT_FOUND');
  const body = localize(lang, row.bodyZh, row.bodyEn, row.bodyTc);
  const latest = await ctx.repos.news.page(0, LATEST_BESIDE_ARTICLE, newsId);
  return {
    news: {
      ...toNewsItem(row, lang),
      paragraphs: body
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean),
    },
    latest: latest.map((item) => toNewsItem(item, lang)),
  };
}
