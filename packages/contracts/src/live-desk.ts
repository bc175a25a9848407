import { z } from 'zod';
import { activityIdSchema } from './activity-detail.ts';
import { interactFileSchema, questionIdSchema, questionSchema } from './live.ts';

// The sponsor's live desk in the console (decision 043): room control, files and posters, the Q&A
// desk with its review chain (a secretary drafts, an approver signs off sensitive answers), and the
// IR activity record after the event.

/** Largest file the desk takes during the event (bytes; base64 in the JSON body). */
export const LIVE_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const ANSWER_MAX_LENGTH = 2000;

export const deskActivitySchema = z.object({ activityId: activityIdSchema });

export const deskDraftSchema = z.object({
  text: z.string(),
  sensitive: z.boolean(),
  /**
   * draft: publishable by the desk; review: waits for an approver; returned: the approver sent it
   * back to be redrafted (decision 074); published.
   */
  state: z.enum(['draft', 'review', 'returned', 'published']),
  draftedBy: z.string(),
  publishedBy: z.string().nullable(),
  /** Why the approver sent it back (state returned), and who did. */
  returnReason: z.string().nullable(),
  returnedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export const deskQuestionSchema = questionSchema.extend({
  draft: deskDraftSchema.nullable(),
  /** The asker may no longer ask here. */
  askerBanned: z.boolean(),
});
export type DeskQuestion = z.infer<typeof deskQuestionSchema>;

export const deskFileSchema = interactFileSchema.extend({
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DeskFile = z.infer<typeof deskFileSchema>;

export const liveDeskSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  /** 0 preview, 1 live, 2 replay, 3 ended. */
  meetStatus: z.enum(['0', '1', '2', '3']),
  startAt: z.string(),
  endAt: z.string(),
  /** False until the desk sets up the room (the first stream setting creates it). */
  hasRoom: z.boolean(),
  streamName: z.string().nullable(),
  streamUrl: z.string().nullable(),
  interactOpen: z.boolean(),
  questionsOpen: z.boolean(),
  passwordRequired: z.boolean(),
  guests: z.array(z.object({ guestId: z.number().int(), name: z.string(), title: z.string() })),
  /** The guests the caller is (a guest member linked to speakers, decision 076): their questions to draft. */
  myGuestIds: z.array(z.number().int()),
  files: z.array(deskFileSchema),
  questions: z.array(deskQuestionSchema),
});
export type LiveDesk = z.infer<typeof liveDeskSchema>;

export const setLiveStreamBodySchema = z.object({
  activityId: activityIdSchema,
  /** The stream's name at the platform's provider (sandbox or CDN). */
  streamName: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, { message: 'STREAM_NAME_INVALID' }),
  /** A sponsor's own https HLS pull URL instead of the provider's; empty or null: the provider. */
  streamUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https:\/\/[^\s]+\.m3u8(\?[^\s]*)?$/.test(value), {
      message: 'STREAM_URL_INVALID',
    })
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
});

/** The room's password (decision 063): a new one, or null to open the room without one. */
export const setLivePasswordBodySchema = z.object({
  activityId: activityIdSchema,
  password: z
    .string({ message: 'LIVE_PASSWORD_INVALID' })
    .regex(/^\S{4,32}$/, { message: 'LIVE_PASSWORD_INVALID' })
    .nullable(),
});

export const setLiveStatusBodySchema = z.object({
  activityId: activityIdSchema,
  /** live: go live now (from preview); ended: end the webcast now (to replay). */
  status: z.enum(['live', 'ended']),
});

export const liveSwitchesBodySchema = z.object({
  activityId: activityIdSchema,
  interactOpen: z.boolean().optional(),
  questionsOpen: z.boolean().optional(),
});

/** What the desk adds to a room: files to download, posters, and scene files (getInteractSceneFileList). */
export const LIVE_FILE_KINDS = ['file', 'poster', 'scene'] as const;
export const uploadLiveFileBodySchema = z.object({
  activityId: activityIdSchema,
  kind: z.enum(LIVE_FILE_KINDS),
  name: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(120),
  /** The bytes, base64; the type is read from them, never from the name. */
  contentBase64: z
    .string()
    .min(1, { message: 'REQUIRED_MISSING' })
    .max(Math.ceil(LIVE_FILE_MAX_BYTES / 3) * 4 + 8, { message: 'LIVE_FILE_TOO_LARGE' }),
});
export const removeLiveFileBodySchema = z.object({
  activityId: activityIdSchema,
  fileId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const deskQuestionRefSchema = z.object({ activityId: activityIdSchema, questionId: questionIdSchema });
export const draftAnswerBodySchema = deskQuestionRefSchema.extend({
  text: z.string().trim().min(1, { message: 'ANSWER_TEXT_REQUIRED' }).max(ANSWER_MAX_LENGTH),
  /** Sensitive: only an approver may publish it (the review chain). */
  sensitive: z.boolean().default(false),
});
export const approveAnswerBodySchema = deskQuestionRefSchema.extend({
  /** The approver's edit; omitted: the draft as written. */
  text: z.string().trim().min(1, { message: 'ANSWER_TEXT_REQUIRED' }).max(ANSWER_MAX_LENGTH).optional(),
});
/** The approver sends a sensitive draft back to its drafter, saying why (decision 074). */
export const RETURN_REASON_MAX_LENGTH = 500;
export const returnAnswerBodySchema = deskQuestionRefSchema.extend({
  reason: z
    .string({ message: 'RETURN_REASON_REQUIRED' })
    .trim()
    .min(1, { message: 'RETURN_REASON_REQUIRED' })
    .max(RETURN_REASON_MAX_LENGTH),
});
export const MODERATIONS = ['hide', 'pin', 'unpin', 'ban', 'unban'] as const;
export const moderateQuestionBodySchema = deskQuestionRefSchema.extend({ action: z.enum(MODERATIONS) });

/**
 * What the desk's own event stream (GET /console/liveDeskEvents, decision 063) pushes to the console
 * live page: a question changed (asked by a viewer, drafted, sent for approval, published, hidden,
 * pinned, its asker banned, withdrawn by the asker). Small on purpose: the page refetches the desk. `reset` means events were
 * missed (the page refetches too).
 */
export const DESK_QUESTION_CHANGES = [
  'asked',
  'drafted',
  'submitted',
  'returned',
  'published',
  'hidden',
  'pinned',
  'unpinned',
  'banned',
  'unbanned',
  'deleted',
] as const;
export interface DeskEvents {
  question: { questionId: number; change: (typeof DESK_QUESTION_CHANGES)[number] };
  reset: Record<string, never>;
}
export type DeskEventName = keyof DeskEvents;
