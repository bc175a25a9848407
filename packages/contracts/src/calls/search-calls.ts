import { industryListSchema, searchActivitiesQuerySchema, searchActivitiesResultSchema } from '../search.ts';
import { defineCall } from './define-call.ts';

const tags = ['search'];

/** Spec §2 /tab/search: the roadshow search and its industry filter. */
export const searchCalls = {
  searchActivities: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/search/searchActivities',
    summary: 'Search the published roadshows by words (any script, pinyin, stock code), filters and page',
    tags,
    input: searchActivitiesQuerySchema,
    result: searchActivitiesResultSchema,
  }),
  getIndustryList: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/search/getIndustryList',
    summary: 'Industries for the search filter, localized',
    tags,
    result: industryListSchema,
  }),
};
