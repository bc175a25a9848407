import { moderateAppContentBodySchema, moderationVerdictSchema } from '../moderation.ts';
import { defineCall } from './define-call.ts';

/**
 * Spec §7 "Other": content moderation of an app image or text, under /roadShow. The same moderation
 * service checks questions, profile text and avatars before they are stored (decision 055).
 */
export const moderationCalls = {
  moderateAppContent: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/roadShow/moderateAppContent',
    summary: 'Content moderation of an app image or text (logged-in callers; rate limited)',
    tags: ['roadShow (moderation)'],
    input: moderateAppContentBodySchema,
    result: moderationVerdictSchema,
  }),
};
