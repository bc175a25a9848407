import { z } from 'zod';

export const VERIFICATION_STATUSES = ['unverified', 'verifying', 'verified', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Spec §3 identity document types: 0 resident ID card … 5 other. */
export const DOCUMENT_TYPES = [0, 1, 2, 3, 4, 5] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const required = (max: number) => z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(max);

/** Spec §5: name, e-mail, company and position are required for business-card verification. */
export const businessCardFormSchema = z.object({
  name: required(40),
  email: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED_MISSING' })
    .max(100)
    .pipe(z.email({ message: 'EMAIL_INVALID' })),
  company: required(100),
  position: required(50),
  /** From uploadVerificationImage. */
  imageKey: z.string().min(1, { message: 'IMAGE_REQUIRED' }).max(200),
});
export type BusinessCardForm = z.infer<typeof businessCardFormSchema>;

export const identityDocumentFormSchema = z.object({
  realName: required(40),
  documentType: z.coerce.number().int().min(0).max(5),
  documentNumber: z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(30),
  imageKey: z.string().min(1, { message: 'IMAGE_REQUIRED' }).max(200),
});
export type IdentityDocumentForm = z.infer<typeof identityDocumentFormSchema>;

export const verificationKindSchema = z.enum(['card', 'id']);

/** The user's own view of a verification: never the full document number. */
export const verificationViewSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string(),
  submittedAt: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  position: z.string(),
  documentType: z.number().int().nullable(),
  /** e.g. "**************123X" */
  documentNumberMasked: z.string(),
  /** A signed link valid for minutes, or '' when there is no image. */
  imageUrl: z.string(),
});
export type VerificationView = z.infer<typeof verificationViewSchema>;
