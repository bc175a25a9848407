import { z } from 'zod';
import {
  activityRefSchema,
  accessListSchema,
  addToListBodySchema,
  importListBodySchema,
  listChangeSchema,
  removeFromListBodySchema,
} from '../console.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** The whitelist / invitee list of an activity (decision 030): all-or-nothing, bad rows named by line. */
export const consoleListCalls = {
  getAccessList: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/getAccessList',
    summary: "The activity's list of login mobile numbers (whitelist or invitees)",
    tags,
    input: activityRefSchema,
    result: accessListSchema,
  }),
  addToAccessList: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/addToAccessList',
    summary: 'Add numbers typed one per line; any bad line refuses the whole entry (400, by line)',
    tags,
    input: addToListBodySchema,
    result: listChangeSchema,
  }),
  importAccessList: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/importAccessList',
    summary: 'Import a CSV or XLSX file (first column); any bad row refuses the whole file (400, by line)',
    tags,
    input: importListBodySchema,
    result: listChangeSchema,
  }),
  removeFromAccessList: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/removeFromAccessList',
    summary: 'Remove numbers from the list',
    tags,
    input: removeFromListBodySchema,
    result: z.object({ removed: z.number().int(), total: z.number().int() }),
  }),
};
