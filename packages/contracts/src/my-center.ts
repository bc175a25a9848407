import { z } from 'zod';

/**
 * Spec §7 "my roadshow activity list by status": the personal center's status tabs. `signedUp` is
 * every sign-up the user still holds or was refused (withdrawn ones are gone); the others are slices
 * of it (decision 057): `review` waits for the sponsor (pending or on the waiting list); `upcoming`,
 * `live` and `ended` are approved sign-ups by the activity's meeting status; `absent` holds the
 * sign-ups with an absence reason submitted.
 */
export const MY_ROADSHOW_STATUSES = ['signedUp', 'review', 'upcoming', 'live', 'ended', 'absent'] as const;
export const myRoadshowStatusSchema = z.enum(MY_ROADSHOW_STATUSES, {
  message: `status must be one of ${MY_ROADSHOW_STATUSES.join(', ')}`,
});
export type MyRoadshowStatus = z.infer<typeof myRoadshowStatusSchema>;

export const MY_CENTER_PAGE_SIZE = 10;
const pageSchema = z.coerce.number().int().min(1, { message: 'page must be 1 or more' }).max(1000).default(1);

/** POST /roadshow/roadShow/getMyRoadShowListByStatus */
export const myRoadshowListBodySchema = z.object({
  status: myRoadshowStatusSchema.default('signedUp'),
  page: pageSchema,
});

/** The sign-up's own state (sign-up-schema.ts), shown next to the activity. */
export const SIGN_UP_STATES = ['pending', 'approved', 'rejected', 'waiting'] as const;

export const myRoadshowSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  companyName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  /** meeting_status (spec §4): 0 preview, 1 live, 2 replay, 3 ended; a cancelled activity reads 3. */
  meetingStatus: z.number().int(),
  signState: z.enum(SIGN_UP_STATES),
  absenceReason: z.string().nullable(),
  signedUpAt: z.string(),
});
export type MyRoadshow = z.infer<typeof myRoadshowSchema>;

export const myRoadshowListSchema = z.object({
  status: myRoadshowStatusSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  activityManageList: z.array(myRoadshowSchema),
});
export type MyRoadshowList = z.infer<typeof myRoadshowListSchema>;

/** POST /roadshow/roadShow/getMyActivityCount: one count per status tab and per other list. */
export const myActivityCountSchema = z.object({
  roadshows: z.record(myRoadshowStatusSchema, z.number().int()),
  questions: z.number().int(),
  bookings: z.number().int(),
  questionnaires: z.number().int(),
  orders: z.number().int(),
});
export type MyActivityCount = z.infer<typeof myActivityCountSchema>;

export const myPageBodySchema = z.object({ page: pageSchema });

/** One of the user's questions in any live room, with the activity it was asked in. */
export const myQuestionSchema = z.object({
  questionId: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  /** open: waiting for the guest; answered; hidden by the sponsor. */
  state: z.enum(['open', 'answered', 'hidden']),
  guestName: z.string(),
  askedAt: z.string(),
  answers: z.array(z.object({ text: z.string(), publishedAt: z.string() })),
});
export type MyQuestion = z.infer<typeof myQuestionSchema>;
export const myQuestionListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  questionList: z.array(myQuestionSchema),
});

/**
 * The rows of the lists other features own (visitor booking, questionnaires, payment): one shape
 * each, kept small, so the personal center shows them whatever stores them. `href` is where the
 * row leads (the booking result, the questionnaire, the activity to pay for). Titles come in the
 * reader's language (each source is asked with the request's lang); a booking's `kind` and `state`
 * are its type and state codes, and an order's `state` its state code, worded by the page with the
 * owning feature's labels.
 */
export const myBookingSchema = z.object({
  bookingId: z.string(),
  companyName: z.string(),
  kind: z.string(),
  date: z.string(),
  state: z.string(),
  href: z.string(),
});
export const myQuestionnaireSchema = z.object({
  questionnaireId: z.string(),
  title: z.string(),
  activityTitle: z.string(),
  deadline: z.string().nullable(),
  href: z.string(),
});
export const myOrderSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  state: z.string(),
  createdAt: z.string(),
  href: z.string(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;
export type MyQuestionnaire = z.infer<typeof myQuestionnaireSchema>;
export type MyOrder = z.infer<typeof myOrderSchema>;
/** My bookings come a page of MY_CENTER_PAGE_SIZE at a time, the newest first. */
export const myBookingListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  bookingList: z.array(myBookingSchema),
});
export const myQuestionnaireListSchema = z.object({
  total: z.number().int(),
  questionnaireList: z.array(myQuestionnaireSchema),
});
export const myOrderListSchema = z.object({ total: z.number().int(), orderList: z.array(myOrderSchema) });
