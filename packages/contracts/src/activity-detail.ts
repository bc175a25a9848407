import { z } from 'zod';
import { activityCardSchema, activityKindSchema, meetStatusSchema } from './home.ts';
import { registrationFormSchema, registrationFormValuesSchema } from './registration-form.ts';
import { ACCESS_MODES, SIGN_LABELS, SIGN_UP_STATES } from './sign-label.ts';

/** The body of most activity calls (spec §7: POST with body). */
export const activityIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const activityBodySchema = z.object({ activityId: activityIdSchema });
export const activityQuerySchema = activityBodySchema;

export const companyBriefSchema = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
});

/** POST /roadshow/activity/getActivityManageDetail: what anyone may see of any published activity. */
export const activityDetailSchema = z.object({
  activityId: z.number().int(),
  kind: activityKindSchema,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  location: z.string().nullable(),
  meetStatus: meetStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  viewCount: z.number().int(),
  accessMode: z.enum(ACCESS_MODES),
  company: companyBriefSchema.nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

/** POST /roadshow/activity/getAttendSetting */
export const attendSettingSchema = z.object({
  accessMode: z.enum(ACCESS_MODES),
  quota: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  signUpStartTime: z.string().nullable(),
  signUpEndTime: z.string().nullable(),
  needsApproval: z.boolean(),
  priceCents: z.number().int(),
  registrationForm: z.boolean(),
  commitmentLetter: z.boolean(),
  /** Whether a full activity takes the waiting list (decision 040); absent (older answers) means on. */
  waitingList: z.boolean().optional(),
});
export type AttendSetting = z.infer<typeof attendSettingSchema>;

export const activityContentSchema = z.object({ content: z.string() });

export const guestSchema = z.object({ name: z.string(), title: z.string(), avatar: z.string().nullable() });
export const guestListSchema = z.object({ guestList: z.array(guestSchema) });

export const agendaItemSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  speaker: z.string().nullable(),
});
/** visibility is the agenda visibility index of spec §4; items only when it is 1. */
export const agendaListSchema = z.object({
  visibility: z.number().int().min(0).max(9),
  agendaList: z.array(agendaItemSchema),
});
export type AgendaList = z.infer<typeof agendaListSchema>;

export const companyIntroductionSchema = z.object({
  company: companyBriefSchema.nullable(),
  introduction: z.string(),
  irWebsite: z.string().nullable(),
});

export const fileInfoSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** A download link valid for a few minutes (decision 062). */
  url: z.string(),
});
export const fileListSchema = z.object({ fileList: z.array(fileInfoSchema) });

export const relatedListSchema = z.object({ activityManageList: z.array(activityCardSchema) });

export const activityStatusSchema = z.object({
  meetStatus: meetStatusSchema,
  phase: z.enum(['upcoming', 'live', 'ended']),
});

/** POST /roadshow/activity/getSignStatus: the viewer's own side; never cached. */
export const signStatusSchema = z.object({
  label: z
    .number()
    .int()
    .refine((n) => (SIGN_LABELS as number[]).includes(n)),
  state: z.enum(SIGN_UP_STATES).nullable(),
  loggedIn: z.boolean(),
  absenceReason: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Why the viewer may not attend, as an error code with its message, when that is the case. */
  denied: z.object({ errorCode: z.string(), errorMsg: z.string() }).nullable(),
  seatsLeft: z.number().int().nullable(),
  /**
   * What the viewer paid, on a paid activity they paid for (the page's "paid" state); null otherwise,
   * also after a refund (decision 078). Currency: an ISO code of pay.ts's PAY_CURRENCIES.
   */
  payment: z.object({ amountCents: z.number().int(), currency: z.string(), paidAt: z.string().nullable() }).nullable(),
});
export type SignStatus = z.infer<typeof signStatusSchema>;

/** POST /roadshow/activity/signOrAppointment (spec §9: source 01). */
export const signBodySchema = z.object({
  activityId: activityIdSchema,
  source: z.literal('01'),
  form: registrationFormSchema.optional(),
  /** When the quota is full: join the waiting list instead of being refused. */
  waitlist: z.boolean().optional(),
});
export type SignBody = z.infer<typeof signBodySchema>;

export const signResultSchema = z.object({ state: z.enum(SIGN_UP_STATES), label: z.number().int() });
export type SignResult = z.infer<typeof signResultSchema>;

export const absenceBodySchema = z.object({
  activityId: activityIdSchema,
  reason: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(500),
});

export const checkSignInfoSchema = z.object({
  signedUp: z.boolean(),
  state: z.enum(SIGN_UP_STATES).nullable(),
  formFilled: z.boolean(),
  phoneMatches: z.boolean(),
});

export const meetingAuthSchema = z.object({ allowed: z.literal(true) });

/** Viewing duration (attendActivityStart / recordActivityEnd). */
export const viewStartSchema = z.object({ viewId: z.number().int() });
export const viewEndBodySchema = z.object({ viewId: z.number().int().min(1), activityId: activityIdSchema });
export const viewEndSchema = z.object({ seconds: z.number().int() });

/** Sponsor calls: list sign-ups, approve, reject with a reason. */
export const sponsorSignUpSchema = z.object({
  signUpId: z.number().int(),
  userId: z.string(),
  state: z.enum(SIGN_UP_STATES),
  form: registrationFormValuesSchema.nullable(),
  rejectReason: z.string().nullable(),
  absenceReason: z.string().nullable(),
  createdAt: z.string(),
});
export const sponsorSignUpListSchema = z.object({ signUpList: z.array(sponsorSignUpSchema) });
export const reviewBodySchema = z.object({ signUpId: z.number().int().min(1) });
export const rejectBodySchema = reviewBodySchema.extend({
  reason: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(500),
  /** The state the reviewer saw; revoking an approved seat must say so (decision 030). */
  fromState: z.enum(['pending', 'approved', 'waiting']).optional(),
});

/** POST /roadshow/activity/getCodeListByParam: the code lists the activity pages show, localized. */
export const CODE_LIST_PARAMS = ['accessMode', 'signUpState', 'attendSource', 'investorType'] as const;
export const codeListBodySchema = z.object({ param: z.enum(CODE_LIST_PARAMS) });
export const codeListSchema = z.object({ codeList: z.array(z.object({ code: z.string(), name: z.string() })) });

/** GET /roadshow/activity/matchOrganizationType (also by userId, for the activity's sponsor). */
export const organizationTypeQuerySchema = z.object({
  activityId: activityIdSchema,
  userId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const organizationTypeSchema = z.object({ organizationType: z.enum(['sponsor', 'investor', 'anonymous']) });
