import { z } from 'zod';
import { DOCUMENT_TYPES } from './verification.ts';

/**
 * The registration form of spec §3, asked when an activity has `registrationForm` set. One schema
 * validates the form in the browser and the sign-up call on the server (spec §5 rules; messages are
 * error codes, shown in the user's language). Shape shared by the sign-up service and the form UI.
 */
export const INVESTOR_TYPES = ['institutional', 'individual'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

const required = (max: number) => z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(max);

export const registrationFormSchema = z.object({
  name: required(40),
  documentType: z.coerce
    .number()
    .int()
    .refine((value) => (DOCUMENT_TYPES as readonly number[]).includes(value), { message: 'BAD_REQUEST' }),
  certificateNumber: required(30),
  /** Must be the login phone (spec §5); the service checks it against the session. */
  phone: required(20),
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
  investorType: z.enum(INVESTOR_TYPES),
  /** Individual investors only: investable assets of at least 1 million (spec §9), as a statement. */
  highNetWorth: z.boolean().default(false),
  /** Private image keys from the identity service's uploads. */
  idCardImageKey: z.string().min(1, { message: 'IMAGE_REQUIRED' }).max(200),
  businessCardImageKey: z.string().min(1, { message: 'IMAGE_REQUIRED' }).max(200),
  agreedTerms: z.literal(true, { message: 'TERMS_NOT_AGREED' }),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
