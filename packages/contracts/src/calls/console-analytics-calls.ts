import { z } from 'zod';
import { activityAnalyticsSchema, activityRefSchema } from '../console.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** Analytics of an activity in the console (decision 030). */
export const consoleAnalyticsCalls = {
  getActivityAnalytics: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/getActivityAnalytics',
    summary: 'Page views, unique visitors, sign-ups by state and by day, viewing duration, questions',
    tags,
    input: activityRefSchema,
    result: activityAnalyticsSchema,
  }),
  exportActivityAnalytics: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/exportActivityAnalytics',
    summary: "The same figures as an XLSX file in the request's language (the envelope only for errors)",
    tags,
    input: activityRefSchema,
    result: z.never(),
  }),
};
