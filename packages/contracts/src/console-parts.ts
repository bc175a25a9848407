import { z } from 'zod';
import { activityIdSchema } from './activity-detail.ts';
import { companyIdSchema } from './console.ts';

// The sponsor console's uploads, topic choice and invitations (decision 040).

/** The largest activity file (PDF, PPTX, XLSX, image) and the largest cover or guest photo. */
export const ACTIVITY_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What an activity file may be, read from its bytes. */
export const ACTIVITY_FILE_TYPES = ['pdf', 'pptx', 'xlsx', 'jpeg', 'png', 'gif', 'webp'] as const;

export const topicOptionsSchema = z.object({
  topics: z.array(z.object({ topicId: z.number().int(), title: z.string() })),
});

/** Query of the raw-body image upload: the company the picture is for. */
export const imageUploadQuerySchema = z.object({ companyId: companyIdSchema });
export const uploadedImageSchema = z.object({ url: z.string() });

/** Query of the raw-body file upload: the activity, and the file's name as the sponsor's computer gave it. */
export const fileUploadQuerySchema = z.object({
  activityId: activityIdSchema,
  name: z.string().trim().min(1).max(200),
});
export const consoleFileSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export const deleteFileBodySchema = z.object({ activityId: activityIdSchema, fileId: z.number().int().min(1) });

/** Sending the invitations: every list entry not yet invited gets one message (SMS or e-mail). */
export const sendInvitationsBodySchema = z.object({ activityId: activityIdSchema });
export const invitationResultSchema = z.object({
  /** Entries invited by this call. */
  sent: z.number().int(),
  /** Entries that had been invited before (never twice). */
  alreadyInvited: z.number().int(),
  failed: z.number().int(),
});
