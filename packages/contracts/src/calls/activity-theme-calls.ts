import { topicDetailQuerySchema, topicDetailSchema, topicListQuerySchema, topicListSchema } from '../topics.ts';
import { defineCall } from './define-call.ts';

const tags = ['topics'];

/** Spec §2 /tab/activityTheme and /tab/activityThemeDetail. */
export const activityThemeCalls = {
  getActivityThemeList: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activityTheme/getActivityThemeList',
    summary: 'Event topics, newest first, 12 a page',
    tags,
    input: topicListQuerySchema,
    result: topicListSchema,
  }),
  getActivityThemeDetail: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activityTheme/getActivityThemeDetail',
    summary: 'One event topic and its activities',
    tags,
    input: topicDetailQuerySchema,
    result: topicDetailSchema,
  }),
};
