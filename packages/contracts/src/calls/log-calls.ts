import { z } from 'zod';
import { behaviorLogBodySchema, pageLogBodySchema } from '../logs.ts';
import { defineCall } from './define-call.ts';

const tags = ['logs'];

/** Spec §8 tracking: page views and clicks; both answer true once recorded. */
export const logCalls = {
  insertPageLog: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/insertPage/insertPageLog',
    summary: 'Page-view log on entering a tracked route',
    tags,
    input: pageLogBodySchema,
    result: z.boolean(),
  }),
  userBehaviorLog: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/log/userBehaviorLog',
    summary: 'Behaviour log of a tracked click',
    tags,
    input: behaviorLogBodySchema,
    result: z.boolean(),
  }),
};
