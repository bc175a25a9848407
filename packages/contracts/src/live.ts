import { z } from 'zod';
import { activityIdSchema } from './activity-detail.ts';
import { ERRORS, type ErrorCode } from './error-codes.ts';
import { meetStatusSchema } from './home.ts';

// The live room: spec §7 interaction service, its answers, and the events pushed to viewers (SSE).

export const QUESTION_MAX_LENGTH = 500;
export const questionIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const guestIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const interactBodySchema = z.object({ activityId: activityIdSchema });

/** POST /interact/askQuestion: spec §5 "question text required; a guest must be selected". */
export const askQuestionBodySchema = z.object({
  activityId: activityIdSchema,
  guestId: z.coerce
    .number({ message: 'GUEST_REQUIRED' })
    .int({ message: 'GUEST_REQUIRED' })
    .min(1, { message: 'GUEST_REQUIRED' })
    .max(2_147_483_647, { message: 'GUEST_REQUIRED' }),
  text: z
    .string({ message: 'QUESTION_TEXT_REQUIRED' })
    .trim()
    .min(1, { message: 'QUESTION_TEXT_REQUIRED' })
    .max(QUESTION_MAX_LENGTH, { message: 'QUESTION_TOO_LONG' }),
  anonymous: z.boolean().default(false),
});
export type AskQuestionBody = z.input<typeof askQuestionBodySchema>;

export const questionRefBodySchema = z.object({ activityId: activityIdSchema, questionId: questionIdSchema });
export const upvoteBodySchema = questionRefBodySchema.extend({ up: z.boolean().default(true) });

export const QUESTION_SORTS = ['votes', 'time'] as const;
export const questionsListBodySchema = z.object({
  activityId: activityIdSchema,
  sort: z.enum(QUESTION_SORTS).default('votes'),
  /** Only the questions addressed to this guest (the guest's queue). */
  guestId: guestIdSchema.optional(),
});

export const answerSchema = z.object({
  text: z.string(),
  publishedAt: z.string(),
  /** Seconds into the replay recording when it was published; null without a recording. */
  replayOffset: z.number().int().nullable(),
});

export const questionSchema = z.object({
  questionId: z.number().int(),
  guestId: z.number().int(),
  guestName: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  /** The asker's nickname, or null when asked anonymously (never sent for anonymous questions). */
  askerName: z.string().nullable(),
  state: z.enum(['open', 'answered', 'hidden']),
  upvotes: z.number().int(),
  /** The caller has upvoted it. */
  upvoted: z.boolean(),
  /** The caller asked it. */
  mine: z.boolean(),
  /** Pinned by the sponsor's desk: listed first (decision 043). */
  pinned: z.boolean(),
  createdAt: z.string(),
  answer: answerSchema.nullable(),
});
export type LiveQuestion = z.infer<typeof questionSchema>;
export const questionListSchema = z.object({ questionList: z.array(questionSchema) });

export const askGuestSchema = z.object({
  guestId: z.number().int(),
  name: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
});
export const askGuestListSchema = z.object({ guestList: z.array(askGuestSchema) });

export const interactSwitchSchema = z.object({
  /** Whether the room has interaction at all (the Q&A panel is shown). */
  interactOpen: z.boolean(),
  /** Whether new questions are taken now. */
  questionsOpen: z.boolean(),
  /** The room asks for a live password. */
  passwordRequired: z.boolean(),
});

const errorCodeSchema = z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]);

export const askAuthSchema = z.object({
  canAsk: z.boolean(),
  /** Why not, as an error code with its message in the request's language. */
  reason: errorCodeSchema.nullable(),
  message: z.string().nullable(),
});

/**
 * getNextToDo: the viewer's next step before they can take part in the room, so the page shows
 * one call to action: log in, register, wait for review, sign the letter, pay, enter the password;
 * or one line: not approved (spec §8), no permission (contact the sponsor).
 */
export const NEXT_TODOS = [
  'none',
  'login',
  'register',
  'wait',
  'signLetter',
  'pay',
  'password',
  'notApproved',
  'contactSponsor',
] as const;
export const nextToDoSchema = z.object({ todo: z.enum(NEXT_TODOS) });

export const investorTypeSchema = z.object({ investorType: z.string().nullable() });

export const newAnswerCountBodySchema = z.object({ activityId: activityIdSchema, since: z.iso.datetime() });
export const newAnswerCountSchema = z.object({ count: z.number().int() });

export const interactFileSchema = z.object({
  fileId: z.number().int(),
  kind: z.enum(['file', 'poster', 'scene']),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
});
export const interactFileListSchema = z.object({ fileList: z.array(interactFileSchema) });

export const livePasswordBodySchema = z.object({
  activityId: activityIdSchema,
  password: z.string({ message: 'PASSWORD_ERROR' }).min(1, { message: 'PASSWORD_ERROR' }).max(64),
});
export const livePasswordResultSchema = z.object({ passed: z.literal(true) });

export const playUrlBodySchema = z.object({
  activityId: activityIdSchema,
  /** The live password, when the room asks for one (the page keeps it in local storage). */
  password: z.string().max(64).optional(),
});
export const playUrlSchema = z.object({
  /** live: a rolling HLS playlist; replay: the recording. */
  kind: z.enum(['live', 'replay']),
  /** Signed for this viewer; it expires, so a leaked link stops working. */
  url: z.string(),
  expiresAt: z.string(),
  captionsUrl: z.string().nullable(),
});

export const onlineCountSchema = z.object({ count: z.number().int() });

// Sponsor side (the company's sponsors, as for sign-up reviews): publish an answer, hide a question,
// flip the switches. The console's desk builds on these.
export const answerBodySchema = questionRefBodySchema.extend({
  text: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(2000),
});
export const interactSwitchBodySchema = z.object({
  activityId: activityIdSchema,
  interactOpen: z.boolean().optional(),
  questionsOpen: z.boolean().optional(),
});

/**
 * What the server pushes to a viewer's browser over SSE, one typed map (the server's own events
 * are ServerEvents in the API). Each event is small: the page refetches what it needs.
 */
export interface LiveEvents {
  /** A question was answered (or its answer changed). */
  answer: { questionId: number; guestId: number };
  /** The meeting status changed (preview -> live -> replay). */
  status: { meetStatus: z.infer<typeof meetStatusSchema> };
  /** The interact switch or the question entrance changed. */
  interact: { interactOpen: boolean; questionsOpen: boolean };
  /** The room's files or posters changed. */
  files: Record<string, never>;
  /** Viewers online now, over every process. */
  viewers: { count: number };
  /** A questionnaire was opened to the room. */
  questionnaire: { questionnaireId: number };
  /** A question's upvotes changed. */
  votes: { questionId: number; upvotes: number };
  /** The server no longer has the events after the client's Last-Event-ID: refetch everything. */
  reset: Record<string, never>;
  /**
   * Sent to one viewer before their stream ends: the desk barred them, or their sign-up was revoked.
   * The page checks its way in again (decision 073).
   */
  revoked: Record<string, never>;
}
export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES = [
  'answer',
  'status',
  'interact',
  'files',
  'viewers',
  'questionnaire',
  'votes',
  'reset',
  'revoked',
] as const satisfies readonly LiveEventName[];

/** A browser's saved live password (spec §3): local storage under activityId + "psw" + mobile. */
export function livePasswordStorageKey(activityId: number, mobile: string): string {
  return `${activityId}psw${mobile}`;
}
