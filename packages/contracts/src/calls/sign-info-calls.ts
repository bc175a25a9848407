import { z } from 'zod';
import { getSignInfoBodySchema, saveSignInfoBodySchema, signInfoResultSchema } from '../registration-form.ts';
import { defineCall } from './define-call.ts';

const tags = ['activity'];

/** The half-filled registration form's short-lived store (spec §7), per logged-in user and activity. */
export const signInfoCalls = {
  saveSignInfoToRedis: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/saveSignInfoToRedis',
    summary: 'Keep a half-filled registration form for 24 hours, encrypted (source 01)',
    tags,
    input: saveSignInfoBodySchema,
    result: z.object({ savedAt: z.string() }),
  }),
  getSignInfoFromRedis: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getSignInfoFromRedis',
    summary: 'The half-filled registration form saved for this activity, or null',
    tags,
    input: getSignInfoBodySchema,
    result: signInfoResultSchema,
  }),
};
