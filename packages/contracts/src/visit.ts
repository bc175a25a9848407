import { z } from 'zod';
import { companyIdSchema } from './console.ts';
import { normalizeDocumentNumber } from './document-number.ts';
import { phoneSchema } from './identity.ts';
import { INVESTOR_TYPES, looksLikeRealName } from './registration-form.ts';
import { DOCUMENT_TYPES, type DocumentType } from './verification.ts';
import {
  BOOKING_STATES,
  BOOKING_TYPES,
  isPhysicalType,
  REPORT_KINDS,
  VISIT_ATTENDEES_MAX,
  VISIT_MODES,
  VISIT_REASON_MAX,
  VISIT_TEXT_MAX,
  type BookingType,
} from './visit-kinds.ts';

// Visitor research booking (spec §2 /tab/visitor; decision 052). One schema validates the booking
// form in the browser and the call on the server; messages are error codes.

export * from './visit-kinds.ts';

const required = (max: number, tooLong: string) =>
  z.string().trim().min(1, { message: 'REQUIRED_MISSING', abort: true }).max(max, { message: tooLong, abort: true });
const emailSchema = z.email();
const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const daySchema = z
  .string()
  .regex(dayPattern, { message: 'VISIT_DAY_INVALID' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'VISIT_DAY_INVALID',
    },
  );
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'VISIT_TIME_INVALID' });

/** One person of a booking. The document is asked for visits in person (the reception checks it). */
export const attendeeSchema = z.object({
  name: required(VISIT_TEXT_MAX.name, 'VISIT_NAME_TOO_LONG').refine(looksLikeRealName, {
    message: 'NAME_NOT_REAL_NAME',
  }),
  position: required(VISIT_TEXT_MAX.position, 'VISIT_POSITION_TOO_LONG'),
  phone: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED_MISSING' })
    .max(VISIT_TEXT_MAX.phone, { message: 'PHONE_INVALID' })
    .pipe(phoneSchema),
  documentType: z.coerce
    .number()
    .int()
    .refine((value) => (DOCUMENT_TYPES as readonly number[]).includes(value), { message: 'REQUIRED_MISSING' })
    .optional(),
  certificateNumber: z
    .string()
    .trim()
    .max(VISIT_TEXT_MAX.certificateNumber, { message: 'DOCUMENT_NUMBER_INVALID' })
    .optional(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * Rules between fields, exported so the form shows every problem at once (an object's refinements
 * do not run while a field is invalid). Paths are the form's.
 */
export function bookingCrossFieldIssues(body: {
  bookingType?: unknown;
  slotId?: unknown;
  investorType?: unknown;
  organization?: unknown;
  email?: unknown;
  preferredDay?: unknown;
  attendees?: unknown;
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const type = body.bookingType as BookingType;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (type !== '06' && (body.slotId === undefined || body.slotId === null || body.slotId === ''))
    issues.push({ path: ['slotId'], message: 'VISIT_SLOT_REQUIRED' });
  if (type === '06' && !text(body.preferredDay)) issues.push({ path: ['preferredDay'], message: 'REQUIRED_MISSING' });
  if ((body.investorType === 'institutional' || type === '01') && !text(body.organization))
    issues.push({ path: ['organization'], message: 'REQUIRED_MISSING' });
  if (type === '04' && !text(body.email)) issues.push({ path: ['email'], message: 'REQUIRED_MISSING' });
  const attendees = Array.isArray(body.attendees) ? (body.attendees as Record<string, unknown>[]) : [];
  if (body.investorType === 'individual' && attendees.length > 1)
    issues.push({ path: ['attendees'], message: 'VISIT_INDIVIDUAL_ONE_ATTENDEE' });
  if (isPhysicalType(type)) {
    attendees.forEach((attendee, index) => {
      const docType = attendee?.documentType;
      const number = text(attendee?.certificateNumber);
      if (docType === undefined || docType === null || docType === '')
        issues.push({ path: ['attendees', index, 'documentType'], message: 'REQUIRED_MISSING' });
      if (!number) issues.push({ path: ['attendees', index, 'certificateNumber'], message: 'REQUIRED_MISSING' });
      else if (
        (DOCUMENT_TYPES as readonly number[]).includes(Number(docType)) &&
        !normalizeDocumentNumber(Number(docType) as DocumentType, number)
      )
        issues.push({ path: ['attendees', index, 'certificateNumber'], message: 'DOCUMENT_NUMBER_INVALID' });
    });
  }
  const phones = attendees.map((attendee) => text(attendee?.phone)).filter(Boolean);
  if (new Set(phones).size !== phones.length) issues.push({ path: ['attendees'], message: 'VISIT_ATTENDEE_TWICE' });
  return issues;
}

export const bookingBodySchema = z
  .object({
    companyCode: z
      .string()
      .trim()
      .min(1, { message: 'BAD_REQUEST' })
      .max(VISIT_TEXT_MAX.companyCode, { message: 'BAD_REQUEST' }),
    bookingType: z.enum(BOOKING_TYPES),
    slotId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    investorType: z.enum(INVESTOR_TYPES, {
      error: (issue) => (issue.input === undefined ? 'REQUIRED_MISSING' : 'VISIT_INVESTOR_TYPE_INVALID'),
    }),
    organization: z
      .string()
      .trim()
      .max(VISIT_TEXT_MAX.organization, { message: 'VISIT_ORGANIZATION_TOO_LONG' })
      .optional(),
    email: z
      .string()
      .trim()
      .max(VISIT_TEXT_MAX.email, { message: 'VISIT_EMAIL_TOO_LONG', abort: true })
      // Empty is "not given" (the form sends what the field holds); a union with '' would hide the
      // length's own message behind a generic one.
      .refine((value) => value === '' || emailSchema.safeParse(value).success, { message: 'EMAIL_INVALID' })
      .optional(),
    /** The first attendee is the booker, with the login phone (spec §5). */
    attendees: z.array(attendeeSchema).min(1, { message: 'REQUIRED_MISSING' }).max(VISIT_ATTENDEES_MAX, {
      message: 'VISIT_TOO_MANY_ATTENDEES',
    }),
    preferredDay: daySchema.optional(),
    topics: z.string().trim().max(VISIT_TEXT_MAX.topics, { message: 'VISIT_TOPICS_TOO_LONG' }).optional(),
    agreed: z.literal(true, { message: 'TERMS_NOT_AGREED' }),
  })
  .superRefine((body, context) => {
    for (const issue of bookingCrossFieldIssues(body)) context.addIssue({ code: 'custom', ...issue });
  });
export type BookingBody = z.input<typeof bookingBodySchema>;

/** A slot as visitors see it: places left, and the quiet period that blocks it, if any. */
export const publicSlotSchema = z.object({
  slotId: z.number().int(),
  mode: z.enum(VISIT_MODES),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  host: z.string().nullable(),
  note: z.string().nullable(),
  /** Set when a quiet period covers this slot's day and mode: it cannot be booked. */
  quiet: z.object({ reportKind: z.enum(REPORT_KINDS), reportDay: z.string(), from: z.string() }).nullable(),
});
export type PublicSlot = z.infer<typeof publicSlotSchema>;

export const quietPeriodSchema = z.object({
  periodId: z.number().int(),
  reportKind: z.enum(REPORT_KINDS),
  reportDay: z.string(),
  daysBefore: z.number().int(),
  /** The first quiet day (reportDay − daysBefore). */
  from: z.string(),
  modes: z.array(z.enum(VISIT_MODES)),
});
export type QuietPeriod = z.infer<typeof quietPeriodSchema>;

export const visitorHomeQuerySchema = z.object({ companyCode: z.string().trim().min(1).max(20) });
export const visitorHomeSchema = z.object({
  company: z.object({ companyId: z.number().int(), code: z.string(), name: z.string() }),
  /** Today in China, so the page and the API agree on what "upcoming" means. */
  today: z.string(),
  slots: z.array(publicSlotSchema),
  quietPeriods: z.array(quietPeriodSchema),
});
export type VisitorHome = z.infer<typeof visitorHomeSchema>;

/** An attendee as shown back: the document number masked. */
export const shownAttendeeSchema = z.object({
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  documentType: z.number().int().nullable(),
  certificateNumber: z.string().nullable(),
});

export const bookingSchema = z.object({
  bookingId: z.number().int(),
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  bookingType: z.enum(BOOKING_TYPES),
  state: z.enum(BOOKING_STATES),
  slot: z
    .object({
      slotId: z.number().int(),
      mode: z.enum(VISIT_MODES),
      day: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      host: z.string().nullable(),
      /** An online slot's meeting link: only for the booker, once confirmed. */
      meetingUrl: z.string().nullable(),
    })
    .nullable(),
  preferredDay: z.string().nullable(),
  investorType: z.enum(INVESTOR_TYPES),
  organization: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string(),
  attendees: z.array(shownAttendeeSchema),
  topics: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Only for the booker, once an in-person visit is confirmed (the QR code's text). */
  checkInCode: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** For the booker: whether it may still be cancelled (canCancelBooking); false for the company. */
  cancellable: z.boolean(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
export const myBookingsQuerySchema = z.object({ companyCode: z.string().trim().min(1).max(20).optional() });
export const bookingRefSchema = z.object({ bookingId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

// The sponsor's side (console).

export const consoleSlotSchema = publicSlotSchema.extend({
  booked: z.number().int(),
  bookings: z.number().int(),
  /** Online slots: the link sent to the bookers it confirms (never on the public pages). */
  meetingUrl: z.string().nullable(),
});
export type ConsoleSlot = z.infer<typeof consoleSlotSchema>;
export const consoleVisitOverviewSchema = z.object({
  today: z.string(),
  slots: z.array(consoleSlotSchema),
  quietPeriods: z.array(quietPeriodSchema),
});

export const saveSlotBodySchema = z
  .object({
    companyId: companyIdSchema,
    slotId: z.number().int().min(1).max(2_147_483_647).optional(),
    mode: z.enum(VISIT_MODES, { message: 'REQUIRED_MISSING' }),
    day: daySchema,
    startTime: timeSchema,
    endTime: timeSchema,
    capacity: z.coerce.number().int().min(1, { message: 'VISIT_CAPACITY_INVALID' }).max(500, {
      message: 'VISIT_CAPACITY_INVALID',
    }),
    host: z.string().trim().max(100).optional(),
    note: z.string().trim().max(200).optional(),
    meetingUrl: z
      .string()
      .trim()
      .max(500, { message: 'VISIT_MEETING_URL_INVALID' })
      .refine((url) => url === '' || /^https?:\/\/[^\s/]+\S*$/i.test(url), { message: 'VISIT_MEETING_URL_INVALID' })
      .optional(),
  })
  .refine((body) => body.startTime < body.endTime, { message: 'VISIT_TIME_ORDER', path: ['endTime'] })
  .refine((body) => body.mode !== 'sellSide' || (body.host ?? '').length > 0, {
    message: 'REQUIRED_MISSING',
    path: ['host'],
  });
export const slotRefSchema = z.object({
  companyId: companyIdSchema,
  slotId: z.number().int().min(1).max(2_147_483_647),
});

export const saveQuietPeriodBodySchema = z.object({
  companyId: companyIdSchema,
  periodId: z.number().int().min(1).max(2_147_483_647).optional(),
  reportKind: z.enum(REPORT_KINDS, { message: 'REQUIRED_MISSING' }),
  reportDay: daySchema,
  daysBefore: z.coerce.number().int().min(0, { message: 'VISIT_QUIET_DAYS_INVALID' }).max(120, {
    message: 'VISIT_QUIET_DAYS_INVALID',
  }),
  modes: z.array(z.enum(VISIT_MODES)).min(1, { message: 'REQUIRED_MISSING' }).max(4),
});
export const periodRefSchema = z.object({
  companyId: companyIdSchema,
  periodId: z.number().int().min(1).max(2_147_483_647),
});

export const consoleBookingQuerySchema = z.object({
  companyId: companyIdSchema,
  state: z.enum(BOOKING_STATES).optional(),
});
export const decideBookingBodySchema = z
  .object({
    companyId: companyIdSchema,
    bookingId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    decision: z.enum(['confirm', 'decline']),
    reason: z.string().trim().max(VISIT_REASON_MAX, { message: 'VISIT_REASON_TOO_LONG' }).optional(),
  })
  .refine((body) => body.decision === 'confirm' || (body.reason ?? '').length > 0, {
    message: 'REQUIRED_MISSING',
    path: ['reason'],
  });
/** What the reception's scanner reads: the code alone, or the code inside the QR's text. */
export const CHECK_IN_PREFIX = 'RSVISIT:';
export const checkInBodySchema = z.object({
  companyId: companyIdSchema,
  code: z
    .string()
    .trim()
    .transform((value) =>
      value
        .toUpperCase()
        .replace(/^RSVISIT:/, '')
        .replace(/[\s-]/g, ''),
    )
    .pipe(z.string().regex(/^[A-Z2-9]{10}$/, { message: 'VISIT_CHECK_IN_UNKNOWN' })),
});
