import { z } from 'zod';

/** A QR sign token lives 10 minutes (spec §4, §9). */
export const LETTER_QR_TTL_MS = 10 * 60_000;

/**
 * Where a user's commitment letter stands (spec §4): unsigned (sign or scan to sign), signed, or
 * resign when the form was edited after signing or the signed name/document did not match it.
 */
export const LETTER_STATES = ['unsigned', 'signed', 'resign'] as const;
export type LetterState = (typeof LETTER_STATES)[number];

/** Why a letter needs signing again. */
export const LETTER_RESIGN_REASONS = ['edited', 'mismatch'] as const;

export const activityIdBodySchema = z.object({ activityId: z.coerce.number().int().positive() });

export const letterStatusSchema = z.object({
  state: z.enum(LETTER_STATES),
  reason: z.enum(LETTER_RESIGN_REASONS).nullable(),
  /** The name and masked document of the form (what will be signed), '' when not filled in yet. */
  formName: z.string(),
  formDocument: z.string(),
  signedName: z.string(),
  signedDocument: z.string(),
  signedAt: z.string().nullable(),
  /** Signed links valid for minutes, '' when not signed. */
  imageUrl: z.string(),
  pdfUrl: z.string(),
});
export type LetterStatus = z.infer<typeof letterStatusSchema>;

/** POST /roadshow/activity/recordSignatureUuid (GET in the spec, decision 020): a new scan-to-sign attempt (the old one stops working). */
export const signatureAttemptSchema = z.object({
  signatureUuid: z.string(),
  /** The mobile signing page with the single-use token; shown as the QR code. */
  signUrl: z.string(),
  expiresAt: z.string(),
});
export type SignatureAttempt = z.infer<typeof signatureAttemptSchema>;

export const SIGNATURE_UUID_STATUSES = ['pending', 'signed', 'expired', 'invalid'] as const;
export const signatureUuidQuerySchema = z.object({
  activityId: z.coerce.number().int().positive(),
  signatureUuid: z.uuid(),
});
export const signatureUuidStatusSchema = z.object({ status: z.enum(SIGNATURE_UUID_STATUSES) });

/**
 * A signature: a drawn PNG (data URL) or, as the accessible alternative, the typed full name.
 * One of the two is required.
 */
export const signatureInputSchema = z
  .object({
    /** data:image/png;base64,… from the signing canvas (at most about 1.5 MB). */
    drawing: z
      .string()
      .max(2_000_000)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { message: 'LETTER_SIGN_FAILED' })
      .optional(),
    typedName: z.string().trim().max(60).optional(),
  })
  .refine((value) => Boolean(value.drawing) || Boolean(value.typedName), {
    message: 'LETTER_SIGN_FAILED',
    path: ['drawing'],
  });

/** POST /roadshow/activity/signCommitmentLetter: signing in the browser. */
export const signLetterBodySchema = z.object({
  activityId: z.coerce.number().int().positive(),
  signature: signatureInputSchema,
});

/** The mobile page's token (base64url, 32 bytes). */
export const letterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'QR_CODE_USED' });

/** POST /roadshow/activity/getCommitmentLetterByToken: what the mobile page shows. */
export const letterByTokenBodySchema = z.object({ token: letterTokenSchema });
export const letterForSigningSchema = z.object({
  activityId: z.number().int(),
  activityTitle: z.string(),
  formName: z.string(),
  formDocument: z.string(),
  expiresAt: z.string(),
});
export type LetterForSigning = z.infer<typeof letterForSigningSchema>;

/** POST /roadshow/activity/signCommitmentLetterByToken: signing on the phone through the QR code. */
export const signLetterByTokenBodySchema = z.object({ token: letterTokenSchema, signature: signatureInputSchema });
