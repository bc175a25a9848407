import { z } from 'zod';
import {
  activityRefSchema,
  cancelActivityBodySchema,
  companyQuerySchema,
  consoleActivityDetailSchema,
  consoleActivityListSchema,
  convertTextBodySchema,
  convertTextResultSchema,
  saveActivityBodySchema,
  setPublishedBodySchema,
} from '../console.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** Activities in the sponsor console (decision 030). */
export const consoleActivityCalls = {
  listActivities: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/listActivities',
    summary: "A company's activities, published or not, newest start first, with seats taken",
    tags,
    input: companyQuerySchema,
    result: consoleActivityListSchema,
  }),
  getActivity: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/getActivity',
    summary: 'One activity with every editable field, in the three languages',
    tags,
    input: activityRefSchema,
    result: consoleActivityDetailSchema,
  }),
  saveActivity: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/saveActivity',
    summary: 'Create (unpublished) or edit an activity of a company the caller may edit for',
    tags,
    input: saveActivityBodySchema,
    result: consoleActivityDetailSchema,
  }),
  copyActivity: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/copyActivity',
    summary: 'Copy an activity (unpublished, no sign-ups)',
    tags,
    input: activityRefSchema,
    result: consoleActivityDetailSchema,
  }),
  setActivityPublished: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/setActivityPublished',
    summary: 'Publish or unpublish an activity (admin)',
    tags,
    input: setPublishedBodySchema,
    result: consoleActivityDetailSchema,
  }),
  cancelActivity: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/cancelActivity',
    summary: 'Cancel an activity (admin): it reads as ended, and everyone signed up is told by SMS / e-mail',
    tags,
    input: cancelActivityBodySchema,
    result: z.object({ activity: consoleActivityDetailSchema, notified: z.number().int() }),
  }),
  convertToTraditional: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/convertToTraditional',
    summary: 'Simplified Chinese texts converted to Traditional (the tc fields offered for editing)',
    tags,
    input: convertTextBodySchema,
    result: convertTextResultSchema,
  }),
};
