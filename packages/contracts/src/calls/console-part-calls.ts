import { z } from 'zod';
import { companyQuerySchema, guestMemberListSchema } from '../console.ts';
import {
  consoleFileSchema,
  deleteFileBodySchema,
  invitationResultSchema,
  sendInvitationsBodySchema,
  topicOptionsSchema,
  uploadedImageSchema,
} from '../console-parts.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** The activity form's uploads and topic choice, and the invitations (decision 040). */
export const consolePartCalls = {
  listTopicOptions: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/listTopicOptions',
    summary: 'The topics an activity may belong to, newest first, in the caller’s language',
    tags,
    input: companyQuerySchema,
    result: topicOptionsSchema,
  }),
  listGuestMembers: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/console/listGuestMembers',
    summary: "The company's console members with the guest role (masked mobile), for linking a speaker (decision 076)",
    tags,
    input: companyQuerySchema,
    result: guestMemberListSchema,
  }),
  uploadActivityImage: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/uploadActivityImage',
    summary:
      'Upload a cover or guest photo (?companyId=): jpg, png, gif or webp as the raw body, at most 5 MB; re-encoded, public URL back',
    tags,
    result: uploadedImageSchema,
  }),
  uploadActivityFile: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/uploadActivityFile',
    summary:
      'Upload a file of an activity (?activityId=&name=): PDF, PPTX, XLSX or image as the raw body, at most 20 MB, type from the bytes',
    tags,
    result: consoleFileSchema,
  }),
  deleteActivityFile: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/deleteActivityFile',
    summary: 'Remove a file of an activity',
    tags,
    input: deleteFileBodySchema,
    result: z.object({ removed: z.boolean() }),
  }),
  sendInvitations: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/sendInvitations',
    summary: 'Invite everyone on the activity’s list by SMS or e-mail through the notification outbox, once each',
    tags,
    input: sendInvitationsBodySchema,
    result: invitationResultSchema,
  }),
};
