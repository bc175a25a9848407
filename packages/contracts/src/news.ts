import { z } from 'zod';

export const NEWS_PAGE_SIZE = 15;

export const newsItemSchema = z.object({
  newsId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  publishedAt: z.string(),
  companyName: z.string().nullable(),
  companyCode: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /roadshow/news/getValueNewsList */
export const newsListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });
export const newsListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  newsList: z.array(newsItemSchema),
});
export type NewsList = z.infer<typeof newsListSchema>;

/** GET /roadshow/news/getValueNewsDetail: the article (plain text paragraphs) and the latest others. */
export const newsDetailQuerySchema = z.object({ newsId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const newsDetailSchema = z.object({
  news: newsItemSchema.extend({ paragraphs: z.array(z.string()) }),
  latest: z.array(newsItemSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
