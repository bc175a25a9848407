import { z } from 'zod';
import { activityIdSchema } from './activity-detail.ts';
import { phoneSchema } from './identity.ts';
import { INVESTOR_TYPES, registrationFormValuesSchema } from './registration-form.ts';
import { ACCESS_MODES, SIGN_UP_STATES } from './sign-label.ts';

/** A user's role in one company's console (decision 030). */
export const CONSOLE_ROLES = ['admin', 'secretary', 'approver', 'guest'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
/** Who acts: a member's role, or the platform operator acting for any company. */
export type ConsoleActorRole = ConsoleRole | 'operator';

/**
 * What each role may do in a company's console (decision 030). The API's one guard checks every
 * console call against this table; the web reads it only to hide what would be refused anyway.
 * The platform operator may do everything, for every company, and is the only one who grants roles.
 */
export const CONSOLE_PERMISSIONS = {
  /** Open the console, see the company's activity list. */
  'console.open': ['admin', 'secretary', 'approver', 'guest'],
  'activity.edit': ['admin', 'secretary'],
  'activity.publish': ['admin'],
  'list.edit': ['admin', 'secretary'],
  'signUp.read': ['admin', 'secretary', 'approver'],
  'signUp.decide': ['admin', 'approver'],
  'signUp.export': ['admin'],
  'analytics.read': ['admin', 'secretary', 'approver'],
  'audit.read': ['admin'],
  'member.read': ['admin'],
  'member.grant': [],
  /**
   * A guest drafts (and, when plain, publishes) answers to the questions addressed to the speaker
   * they are, and only those (decision 076); the review chain applies as for qa.draft.
   */
  'qa.draftOwn': ['guest'],
  /** The live room's Q&A desk (decision 030): see every question, publish answers, hide and switch. */
  'qa.read': ['admin', 'secretary', 'approver', 'guest'],
  'qa.publish': ['admin', 'approver'],
  'qa.moderate': ['admin', 'secretary'],
  /** Questionnaires (decision 046): the secretary drafts, the admin publishes; results like sign-ups. */
  'questionnaire.edit': ['admin', 'secretary'],
  'questionnaire.publish': ['admin'],
  'questionnaire.results': ['admin', 'secretary', 'approver'],
  'questionnaire.export': ['admin'],
  /** Research booking (decision 052): see slots and bookings; open slots and quiet periods; decide; reception check-in. */
  'visit.read': ['admin', 'secretary', 'approver'],
  'visit.edit': ['admin', 'secretary'],
  'visit.decide': ['admin', 'approver'],
  'visit.checkIn': ['admin', 'secretary', 'approver'],
  /** The review chain (decision 043): draft answers and publish plain ones; approve sensitive ones. */
  'qa.draft': ['admin', 'secretary', 'approver'],
  'qa.approve': ['admin', 'approver'],
  /** Run the webcast: stream, go live, end, files and posters during the event (decision 043). */
  'live.control': ['admin', 'secretary'],
  /** Download the IR activity record after the event. */
  'live.record': ['admin', 'secretary', 'approver'],
  /** Paid interaction (decision 049): see the price and orders; set the price; record refunds. */
  'payment.read': ['admin', 'secretary', 'approver'],
  'payment.edit': ['admin'],
  'payment.refund': ['admin'],
} as const satisfies Record<string, readonly ConsoleRole[]>;
export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;

export function roleMay(role: ConsoleActorRole, permission: ConsolePermission): boolean {
  return role === 'operator' || (CONSOLE_PERMISSIONS[permission] as readonly ConsoleRole[]).includes(role);
}

export const companyIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const companyQuerySchema = z.object({ companyId: companyIdSchema });

/** GET /roadshow/console/myConsoleAccess: whether the header shows "Console", and for which companies. */
export const consoleCompanySchema = z.object({
  companyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  role: z.enum([...CONSOLE_ROLES, 'operator']),
});
export type ConsoleCompany = z.infer<typeof consoleCompanySchema>;
export const consoleAccessSchema = z.object({
  /** True when the console has anything for this user (a membership, or the operator role). */
  member: z.boolean(),
  operator: z.boolean(),
  companies: z.array(consoleCompanySchema),
});
export type ConsoleAccess = z.infer<typeof consoleAccessSchema>;

/** Members of a company, and the operator's grant and revoke. */
export const consoleMemberSchema = z.object({
  userId: z.string(),
  role: z.enum(CONSOLE_ROLES),
  mobile: z.string().nullable(),
  createdAt: z.string(),
});
export const consoleMemberListSchema = z.object({ members: z.array(consoleMemberSchema) });
export const grantRoleBodySchema = z.object({
  companyId: companyIdSchema,
  phone: phoneSchema,
  role: z.enum(CONSOLE_ROLES),
});
export const revokeRoleBodySchema = z.object({
  companyId: companyIdSchema,
  userId: z.string().regex(/^\d{1,18}$/),
});

/** Sign-ups in the console: filters, the row (document number masked), bulk decisions. */
export const consoleSignUpFilterSchema = z.object({
  activityId: activityIdSchema,
  state: z.enum(SIGN_UP_STATES).optional(),
  investorType: z.enum(INVESTOR_TYPES).optional(),
  /** Part of the organisation's name, as the registrant typed it. */
  organization: z.string().trim().max(100).optional(),
  /** Signed up on or after / before this instant (ISO 8601). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ConsoleSignUpFilter = z.infer<typeof consoleSignUpFilterSchema>;
/** The table's page of the filtered sign-ups (the filters and the paging both on the server). */
export const SIGN_UP_PAGE_SIZE = 50;
export const consoleSignUpPageSchema = consoleSignUpFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(SIGN_UP_PAGE_SIZE),
});

export const consoleSignUpSchema = z.object({
  signUpId: z.number().int(),
  userId: z.string(),
  state: z.enum(SIGN_UP_STATES),
  mobile: z.string().nullable(),
  form: registrationFormValuesSchema.nullable(),
  rejectReason: z.string().nullable(),
  absenceReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleSignUp = z.infer<typeof consoleSignUpSchema>;
export const consoleSignUpListSchema = z.object({
  signUpList: z.array(
    consoleSignUpSchema.extend({
      /** The signed commitment letter (PDF) through a link valid for a few minutes (decision 040). */
      letterUrl: z.string().nullable(),
      /** Signed with a name that does not match the form: to be signed again. */
      letterMismatch: z.boolean(),
    }),
  ),
  /** How many sign-ups match the filters (the table pages through them). */
  total: z.number().int(),
  /** Seats held (pending + approved) and the quota, for the table's header. */
  seatsTaken: z.number().int(),
  quota: z.number().int().nullable(),
});

/**
 * A decision on one or more sign-ups. `fromState` is the state the reviewer saw: the change happens
 * only if the row is still in it, so of two reviewers racing, the later one gets 409 (hardening 10).
 * Without it, approve moves pending (or waiting, when a seat is free) and reject moves pending or
 * waiting; revoking an approved seat needs `fromState: 'approved'`.
 */
export const decideSignUpsBodySchema = z
  .object({
    activityId: activityIdSchema,
    signUpIds: z.array(z.number().int().min(1)).min(1).max(500),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).optional(),
    fromState: z.enum(['pending', 'approved', 'waiting']).optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason ?? '').length > 0, {
    message: 'REQUIRED_MISSING',
    path: ['reason'],
  });
export const decisionOutcomeSchema = z.object({
  signUpId: z.number().int(),
  ok: z.boolean(),
  /** Why this one failed (SIGN_UP_STATE_CONFLICT, QUOTA_FULL, NOT_FOUND, FORBIDDEN). */
  errorCode: z.string().optional(),
  errorMsg: z.string().optional(),
  signUp: consoleSignUpSchema.optional(),
});
export const decideSignUpsResultSchema = z.object({ outcomes: z.array(decisionOutcomeSchema) });

/** The audit log (decision 030). */
export const auditQuerySchema = z.object({
  companyId: companyIdSchema,
  activityId: activityIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  activityId: z.number().int().nullable(),
  actorUserId: z.string(),
  actorRole: z.string(),
  /** The nickname or masked login mobile (decision 040); null when neither is known. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });

/** Activities in the console (decision 030): the list, and the fields of the create/edit form. */
export const ACTIVITY_KINDS = ['roadshow', 'openClass', 'offlineResearch'] as const;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const instantSchema = z.iso.datetime({ offset: true });

/**
 * A picture the console uploaded (cover, guest photo) or one the site ships: a path on this site,
 * never another origin (decision 040).
 */
export const imagePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(roadshow\/activity\/activityImage|media)\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, {
    message: 'BAD_REQUEST',
  });
export const GUESTS_MAX = 30;
export const AGENDA_MAX = 60;

/** A guest as the form sends it: `guestId` keeps an existing guest (their questions stay theirs). */
export const guestInputSchema = z.object({
  guestId: z.number().int().min(1).optional(),
  nameZh: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(100),
  nameEn: optionalText(200),
  nameTc: optionalText(100),
  titleZh: z.string().trim().max(200).default(''),
  titleEn: optionalText(300),
  titleTc: optionalText(200),
  avatarUrl: imagePathSchema.nullish().transform((value) => value ?? null),
  /** Offered in the live room's "ask a guest" list. */
  answersQuestions: z.boolean().default(true),
  /**
   * The company's console member (role guest) who is this speaker and drafts the answers to the
   * questions addressed to them (decision 076); absent or null: nobody.
   */
  memberUserId: z
    .string()
    .regex(/^\d{1,18}$/, { message: 'GUEST_MEMBER_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
});
export type GuestInput = z.output<typeof guestInputSchema>;

/** The company's members with the guest role, for the form's "speaker's console account" choice. */
export const guestMemberListSchema = z.object({
  members: z.array(z.object({ userId: z.string(), label: z.string() })),
});

/** An agenda item; who may see the agenda follows the access mode (visibility index 0–9, spec §4). */
export const agendaInputSchema = z
  .object({
    startAt: instantSchema,
    endAt: instantSchema,
    titleZh: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(200),
    titleEn: optionalText(300),
    titleTc: optionalText(200),
    speakerZh: optionalText(100),
    speakerEn: optionalText(200),
    speakerTc: optionalText(100),
  })
  .refine((item) => Date.parse(item.endAt) > Date.parse(item.startAt), {
    message: 'END_BEFORE_START',
    path: ['endAt'],
  });
export type AgendaInput = z.output<typeof agendaInputSchema>;

export const consoleActivityFieldsSchema = z
  .object({
    companyId: companyIdSchema,
    kind: z.enum(ACTIVITY_KINDS),
    /** Square tab of a roadshow: 2 performance briefing, 4 other. */
    squareType: z
      .union([z.literal(2), z.literal(4)])
      .nullish()
      .transform((value) => value ?? null),
    titleZh: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(200),
    titleEn: optionalText(300),
    titleTc: optionalText(200),
    summaryZh: z.string().trim().max(1000).default(''),
    summaryEn: optionalText(2000),
    summaryTc: optionalText(1000),
    contentZh: z.string().trim().max(20_000).default(''),
    contentEn: optionalText(40_000),
    contentTc: optionalText(20_000),
    locationZh: optionalText(200),
    locationEn: optionalText(300),
    locationTc: optionalText(200),
    meetingStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    startAt: instantSchema,
    endAt: instantSchema,
    accessMode: z.enum(ACCESS_MODES),
    quota: z.number().int().min(1).max(1_000_000).nullable(),
    needsApproval: z.boolean(),
    signUpStartAt: instantSchema.nullable(),
    signUpEndAt: instantSchema.nullable(),
    registrationForm: z.boolean(),
    commitmentLetter: z.boolean(),
    /** Parts of the form added after decision 030 (decision 040); absent parts stay as they are. */
    topicId: z.number().int().min(1).max(2_147_483_647).nullish(),
    coverUrl: imagePathSchema.nullish(),
    waitingList: z.boolean().optional(),
    guests: z.array(guestInputSchema).max(GUESTS_MAX).optional(),
    agenda: z.array(agendaInputSchema).max(AGENDA_MAX).optional(),
  })
  .refine((a) => Date.parse(a.endAt) > Date.parse(a.startAt), { message: 'END_BEFORE_START', path: ['endAt'] })
  .refine((a) => !a.signUpStartAt || !a.signUpEndAt || Date.parse(a.signUpEndAt) > Date.parse(a.signUpStartAt), {
    message: 'END_BEFORE_START',
    path: ['signUpEndAt'],
  });
export type ConsoleActivityFields = z.output<typeof consoleActivityFieldsSchema>;
export type ConsoleActivityInput = z.input<typeof consoleActivityFieldsSchema>;

export const saveActivityBodySchema = z.object({
  /** Absent: create (unpublished). */
  activityId: activityIdSchema.optional(),
  fields: consoleActivityFieldsSchema,
});
export const activityRefSchema = z.object({ activityId: activityIdSchema });
export const cancelActivityBodySchema = z.object({
  activityId: activityIdSchema,
  /** Told to everyone who signed up. */
  reason: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(300),
});
export const setPublishedBodySchema = z.object({ activityId: activityIdSchema, published: z.boolean() });

export const consoleActivityRowSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  meetingStatus: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  accessMode: z.enum(ACCESS_MODES),
  published: z.boolean(),
  cancelled: z.boolean(),
  quota: z.number().int().nullable(),
  needsApproval: z.boolean(),
  seatsTaken: z.number().int(),
  signUpCount: z.number().int(),
});
export const consoleActivityListSchema = z.object({ activities: z.array(consoleActivityRowSchema) });
export const consoleActivityDetailSchema = z.object({
  activityId: z.number().int(),
  published: z.boolean(),
  cancelledAt: z.string().nullable(),
  fields: z.object({
    companyId: z.number().int(),
    kind: z.enum(ACTIVITY_KINDS),
    squareType: z.number().int().nullable(),
    titleZh: z.string(),
    titleEn: z.string().nullable(),
    titleTc: z.string().nullable(),
    summaryZh: z.string(),
    summaryEn: z.string().nullable(),
    summaryTc: z.string().nullable(),
    contentZh: z.string(),
    contentEn: z.string().nullable(),
    contentTc: z.string().nullable(),
    locationZh: z.string().nullable(),
    locationEn: z.string().nullable(),
    locationTc: z.string().nullable(),
    meetingStatus: z.number().int(),
    startAt: z.string(),
    endAt: z.string(),
    accessMode: z.enum(ACCESS_MODES),
    quota: z.number().int().nullable(),
    needsApproval: z.boolean(),
    signUpStartAt: z.string().nullable(),
    signUpEndAt: z.string().nullable(),
    registrationForm: z.boolean(),
    commitmentLetter: z.boolean(),
    topicId: z.number().int().nullable(),
    coverUrl: z.string().nullable(),
    waitingList: z.boolean(),
    guests: z.array(
      guestInputSchema.extend({
        guestId: z.number().int(),
        nameEn: z.string().nullable(),
        nameTc: z.string().nullable(),
        titleEn: z.string().nullable(),
        titleTc: z.string().nullable(),
        avatarUrl: z.string().nullable(),
        memberUserId: z.string().nullable(),
      }),
    ),
    agenda: z.array(
      z.object({
        startAt: z.string(),
        endAt: z.string(),
        titleZh: z.string(),
        titleEn: z.string().nullable(),
        titleTc: z.string().nullable(),
        speakerZh: z.string().nullable(),
        speakerEn: z.string().nullable(),
        speakerTc: z.string().nullable(),
      }),
    ),
  }),
  /** Uploaded files (added and removed by their own calls, not by saving the form). */
  files: z.array(
    z.object({ fileId: z.number().int(), name: z.string(), mimeType: z.string(), sizeBytes: z.number().int() }),
  ),
});
export type ConsoleActivityDetail = z.infer<typeof consoleActivityDetailSchema>;

/** The "convert from zh-CN" button of the trilingual fields: simplified text in, traditional out. */
export const convertTextBodySchema = z.object({ texts: z.array(z.string().max(40_000)).min(1).max(20) });
export const convertTextResultSchema = z.object({ texts: z.array(z.string()) });

/** Whitelist and invitee lists (decision 030): login mobile numbers, one per line or per CSV/XLSX row. */
export const ACCESS_LIST_MAX = 5000;
export const accessListSchema = z.object({ mobiles: z.array(z.string()), accessMode: z.enum(ACCESS_MODES) });
export const addToListBodySchema = z.object({
  activityId: activityIdSchema,
  /** One mobile number per line, as typed or pasted. */
  text: z.string().max(200_000),
});
export const importListBodySchema = z.object({
  activityId: activityIdSchema,
  /** The CSV or XLSX file, base64; its type is read from the bytes, never from a name. */
  contentBase64: z.string().min(1).max(3_000_000),
});
export const removeFromListBodySchema = z.object({
  activityId: activityIdSchema,
  mobiles: z.array(z.string().max(254)).min(1).max(ACCESS_LIST_MAX),
});
export const listChangeSchema = z.object({ added: z.number().int(), total: z.number().int() });

/** Analytics of one activity (decision 030); questions from the live room (decision 040). */
export const activityAnalyticsSchema = z.object({
  activityId: z.number().int(),
  pageViews: z.number().int(),
  /** Distinct logged-in viewers of the activity page (anonymous views count in pageViews only). */
  uniqueVisitors: z.number().int(),
  anonymousViews: z.number().int(),
  signUpsByState: z.array(z.object({ state: z.enum(SIGN_UP_STATES), count: z.number().int() })),
  /** China days (YYYY-MM-DD) with the sign-ups made that day. */
  signUpsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  viewers: z.number().int(),
  totalViewingSeconds: z.number().int(),
  averageViewingSeconds: z.number().int(),
  questionsAsked: z.number().int(),
  questionsAnswered: z.number().int(),
});
export type ActivityAnalytics = z.infer<typeof activityAnalyticsSchema>;
