import { z } from 'zod';
import { normalizeDocumentNumber } from './document-number.ts';
import { phoneSchema } from './identity.ts';
import { DOCUMENT_TYPES, type DocumentType } from './verification.ts';

/**
 * The registration form of spec §3, asked when an activity has `registrationForm` set. One schema
 * validates the form in the browser and the sign-up call on the server (spec §5 rules; messages are
 * error codes, shown in the user's language). Shape shared by the sign-up service and the form UI.
 * Rules that need the logged-in user (login phone, verified real name) are in `registrationUserIssues`.
 */
export const INVESTOR_TYPES = ['institutional', 'individual'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

const required = (max: number) => z.string().trim().min(1, { message: 'REQUIRED_MISSING', abort: true }).max(max);

/**
 * What a real name can look like (decision 017): Chinese characters with an optional middle dot
 * (e.g. 阿依古丽·买买提), or Latin letters with spaces, hyphens, apostrophes and dots. No digits,
 * no nicknames with symbols. When the identity service has a verified real name, the name must be it.
 */
const HAN_NAME = /^[\p{Script=Han}]{1,20}(?:[·•．.][\p{Script=Han}]{1,20}){0,3}$/u;
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}'’.\- ]{0,58}[\p{Script=Latin}.]$/u;
export const looksLikeRealName = (name: string) => {
  const value = name.trim().replace(/\s+/g, ' ');
  return (HAN_NAME.test(value) && value.replace(/[·•．.]/g, '').length >= 2) || LATIN_NAME.test(value);
};

/** Names compare without case, spaces or the many middle-dot spellings. */
export const sameName = (a: string, b: string) => {
  const fold = (value: string) => value.replace(/[\s·•．.]/g, '').toLowerCase();
  return fold(a) === fold(b);
};

/**
 * The rules between fields: the certificate number's format for its document type, and the
 * high-net-worth statement for individual investors only. Exported because a schema skips its
 * object-level checks while any field is invalid, and the form shows every problem at once.
 */
export function registrationCrossFieldIssues(form: {
  documentType?: unknown;
  certificateNumber?: unknown;
  investorType?: unknown;
  highNetWorth?: unknown;
}): { path: string[]; message: 'DOCUMENT_NUMBER_INVALID' | 'HIGH_NET_WORTH_INDIVIDUAL_ONLY' }[] {
  const issues: ReturnType<typeof registrationCrossFieldIssues> = [];
  const type = Number(form.documentType);
  const number = typeof form.certificateNumber === 'string' ? form.certificateNumber.trim() : '';
  if (
    form.documentType !== null &&
    form.documentType !== '' &&
    (DOCUMENT_TYPES as readonly number[]).includes(type) &&
    number &&
    !normalizeDocumentNumber(type as DocumentType, number)
  )
    issues.push({ path: ['certificateNumber'], message: 'DOCUMENT_NUMBER_INVALID' });
  if (form.highNetWorth === true && form.investorType !== 'individual')
    issues.push({ path: ['highNetWorth'], message: 'HIGH_NET_WORTH_INDIVIDUAL_ONLY' });
  return issues;
}

export const registrationFormSchema = z
  .object({
    name: required(60).refine(looksLikeRealName, { message: 'NAME_NOT_REAL_NAME' }),
    documentType: z.coerce
      .number({ message: 'REQUIRED_MISSING' })
      .int()
      .refine((value) => (DOCUMENT_TYPES as readonly number[]).includes(value), { message: 'REQUIRED_MISSING' }),
    certificateNumber: required(30),
    /** Must be the login phone (spec §5): `registrationUserIssues` checks it against the session. */
    phone: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(20).pipe(phoneSchema),
    email: z
      .string()
      .trim()
      .min(1, { message: 'REQUIRED_MISSING' })
      .max(100)
      .pipe(z.email({ message: 'EMAIL_INVALID' })),
    companyName: required(100),
    companyCode: z.string().trim().max(20).default(''),
    position: required(50),
    invitingInstitutions: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
    outboundCall: z.boolean().default(false),
    investorType: z.enum(INVESTOR_TYPES, { message: 'REQUIRED_MISSING' }),
    /** Individual investors only: investable assets of at least 1 million (spec §9), as a statement. */
    highNetWorth: z.boolean().default(false),
    /** Private image keys from the identity service's uploads. */
    idCardImageKey: z.string().min(1, { message: 'IMAGE_REQUIRED' }).max(200),
    businessCardImageKey: z.string().min(1, { message: 'IMAGE_REQUIRED' }).max(200),
    agreedTerms: z.literal(true, { message: 'TERMS_NOT_AGREED' }),
  })
  .superRefine((form, issues) => {
    for (const issue of registrationCrossFieldIssues(form)) issues.addIssue({ code: 'custom', ...issue });
  })
  .transform((form) => ({
    ...form,
    name: form.name.replace(/\s+/g, ' '),
    certificateNumber:
      normalizeDocumentNumber(form.documentType as DocumentType, form.certificateNumber) ?? form.certificateNumber,
    // (The transform runs only on a valid form, so the type is one of DOCUMENT_TYPES here.)
  }));
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
/**
 * A stored form as answers carry it: the checked values, with no rules or transforms (a response
 * schema must describe output, and the transform above cannot be serialised back).
 */
export const registrationFormValuesSchema = z.object({
  name: z.string(),
  documentType: z.number().int(),
  certificateNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  companyName: z.string(),
  companyCode: z.string(),
  position: z.string(),
  invitingInstitutions: z.array(z.string()),
  outboundCall: z.boolean(),
  investorType: z.enum(INVESTOR_TYPES),
  highNetWorth: z.boolean(),
  idCardImageKey: z.string(),
  businessCardImageKey: z.string(),
  agreedTerms: z.literal(true),
}) satisfies z.ZodType<RegistrationForm>;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;

/** What the form checks against the logged-in user (the server checks it again on sign-up). */
export interface RegistrantFacts {
  /** The login phone of the session. */
  mobile: string;
  /** The real name of a verified identity document, when the identity service has one. */
  verifiedRealName?: string | null;
}

/** Spec §5 rules that need the user: only the login phone; the verified real name when there is one. */
export function registrationUserIssues(
  form: Pick<RegistrationForm, 'name' | 'phone'>,
  facts: RegistrantFacts,
): { path: 'name' | 'phone'; code: 'PHONE_NOT_LOGIN_PHONE' | 'NAME_NOT_REAL_NAME' }[] {
  const issues: ReturnType<typeof registrationUserIssues> = [];
  if (form.phone !== facts.mobile) issues.push({ path: 'phone', code: 'PHONE_NOT_LOGIN_PHONE' });
  if (facts.verifiedRealName && !sameName(form.name, facts.verifiedRealName))
    issues.push({ path: 'name', code: 'NAME_NOT_REAL_NAME' });
  return issues;
}

/**
 * A half-filled form as the short-lived store keeps it (spec §7 saveSignInfoToRedis): every field
 * optional and unchecked beyond its size, so a draft can be saved at any moment.
 */
export const registrationDraftSchema = z
  .object({
    name: z.string().max(60),
    documentType: z.number().int().min(0).max(5).nullable(),
    certificateNumber: z.string().max(30),
    phone: z.string().max(20),
    email: z.string().max(100),
    companyName: z.string().max(100),
    companyCode: z.string().max(20),
    position: z.string().max(50),
    invitingInstitutions: z.array(z.string().max(100)).max(10),
    outboundCall: z.boolean(),
    investorType: z.enum(INVESTOR_TYPES).nullable(),
    highNetWorth: z.boolean(),
    idCardImageKey: z.string().max(200),
    businessCardImageKey: z.string().max(200),
    agreedTerms: z.boolean(),
  })
  .partial()
  .strict();
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

export const SIGN_SOURCE = '01' as const;

/** POST /roadshow/activity/saveSignInfoToRedis (spec §7, source 01). */
export const saveSignInfoBodySchema = z.object({
  activityId: z.coerce.number().int().positive(),
  source: z.literal(SIGN_SOURCE),
  form: registrationDraftSchema,
});
/** POST /roadshow/activity/getSignInfoFromRedis: the draft, or null when none or expired. */
export const getSignInfoBodySchema = saveSignInfoBodySchema.pick({ activityId: true, source: true });
export const signInfoResultSchema = z.object({ form: registrationDraftSchema, savedAt: z.string() }).nullable();
export type SignInfoResult = z.infer<typeof signInfoResultSchema>;

/** POST /roadshow/activity/businessCardScanning: what a business card told (empty when not found). */
export const businessCardFieldsSchema = z.object({
  name: z.string(),
  companyName: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type BusinessCardFields = z.infer<typeof businessCardFieldsSchema>;
