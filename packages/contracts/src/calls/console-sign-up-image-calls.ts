import { z } from 'zod';
import { activityIdSchema } from '../activity-detail.ts';
import { defineCall } from './define-call.ts';

/** The registration form's pictures of one sign-up, for the console's table (decision 061). */
export const consoleSignUpImageCalls = {
  signUpImageLinks: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/signUpImageLinks',
    summary: "A sign-up's ID and business-card pictures through the identity service's five-minute links",
    tags: ['console'],
    input: z.object({ activityId: activityIdSchema, signUpId: z.number().int().min(1).max(2_147_483_647) }),
    result: z.object({
      idCardUrl: z.string().nullable(),
      businessCardUrl: z.string().nullable(),
      expiresAt: z.string(),
    }),
  }),
};
