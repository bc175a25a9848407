import { newsDetailQuerySchema, newsDetailSchema, newsListQuerySchema, newsListSchema } from '../news.ts';
import { defineCall } from './define-call.ts';

const tags = ['news'];

/** Spec §2 /tab/flashNews: value news, newest first, and one article. */
export const newsCalls = {
  getValueNewsList: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/news/getValueNewsList',
    summary: 'Value news, newest first, 15 a page',
    tags,
    input: newsListQuerySchema,
    result: newsListSchema,
  }),
  getValueNewsDetail: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/news/getValueNewsDetail',
    summary: 'One value news article, as plain-text paragraphs, with the latest others',
    tags,
    input: newsDetailQuerySchema,
    result: newsDetailSchema,
  }),
};
