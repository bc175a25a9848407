import { z } from 'zod';
import {
  rejectBodySchema,
  reviewBodySchema,
  sponsorSignUpListSchema,
  sponsorSignUpSchema,
  activityIdSchema,
} from '../activity-detail.ts';
import {
  consoleSignUpFilterSchema,
  consoleSignUpListSchema,
  consoleSignUpPageSchema,
  decideSignUpsBodySchema,
  decideSignUpsResultSchema,
} from '../console.ts';
import { SIGN_UP_STATES } from '../sign-label.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];
const legacyTags = ['activity sponsor'];

/** Sign-ups in the sponsor console: the table, bulk decisions, the export (decision 030). */
export const consoleSignUpCalls = {
  listSignUps: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/listSignUps',
    summary: "A page of an activity's sign-ups with filters (document numbers masked) and the number matching",
    tags,
    input: consoleSignUpPageSchema,
    result: consoleSignUpListSchema,
  }),
  decideSignUps: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/decideSignUps',
    summary: 'Approve or reject sign-ups (reject needs a reason); each row decided on its own, 409 for a lost race',
    tags,
    input: decideSignUpsBodySchema,
    result: decideSignUpsResultSchema,
  }),
  exportSignUps: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/exportSignUps',
    summary: "The filtered sign-ups as an XLSX file in the request's language (the envelope only for errors)",
    tags,
    input: consoleSignUpFilterSchema,
    result: z.never(),
  }),

  // Decision 016's sponsor calls, kept for their callers; the same services and guard as the console.
  sponsorListSignUps: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/sponsor/listSignUps',
    summary: 'Sign-ups of an activity the caller sponsors',
    tags: legacyTags,
    input: z.object({ activityId: activityIdSchema, state: z.enum(SIGN_UP_STATES).optional() }),
    result: sponsorSignUpListSchema,
  }),
  sponsorApproveSignUp: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/sponsor/approveSignUp',
    summary: 'Approve a pending sign-up',
    tags: legacyTags,
    input: reviewBodySchema,
    result: sponsorSignUpSchema,
  }),
  sponsorRejectSignUp: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/sponsor/rejectSignUp',
    summary: 'Reject a pending or waiting sign-up with a reason (an approved one: fromState approved)',
    tags: legacyTags,
    input: rejectBodySchema,
    result: sponsorSignUpSchema,
  }),
};
