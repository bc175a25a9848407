import { createHmac } from 'node:crypto';
import { normalizeDocumentNumber } from '@roadshow/contracts/document-number';
import { SIGN_SOURCE } from '@roadshow/contracts/registration-form';
import type { DocumentType } from '@roadshow/contracts/verification';
import type { ApiContext } from '../../context.ts';
import { openSignUpForm } from '../activity/sign-up-form-storage.ts';
import { loadSignInfo } from '../sign-info/sign-info-drafts.ts';

/** What the letter names: the signer and their document, as the registration form gives them. */
export interface LetterFacts {
  name: string;
  documentType: number;
  certificateNumber: string;
}

/** Every character but the last four hidden (DESIGN §6: ID numbers masked on display). */
export const maskDocument = (number: string) =>
  number.length <= 4 ? '*'.repeat(number.length) : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;

/**
 * A keyed digest of the facts (the number itself is not kept with the letter): a different digest
 * later means the form was edited after signing.
 */
export function factsDigest(secret: string, facts: LetterFacts): string {
  const number =
    normalizeDocumentNumber(facts.documentType as DocumentType, facts.certificateNumber) ??
    facts.certificateNumber.trim().toUpperCase();
  const name = facts.name.replace(/[\s·•．.]/g, '').toLowerCase();
  return createHmac('sha256', secret)
    .update(`letter-facts-v1\n${name}\n${facts.documentType}\n${number}`)
    .digest('base64url');
}

type FormLike = { name?: unknown; documentType?: unknown; certificateNumber?: unknown } | null | undefined;

/** The letter's facts in a form (draft or submitted), or null when name or document are missing. */
export function factsOf(form: FormLike): LetterFacts | null {
  if (!form || typeof form.name !== 'string' || typeof form.certificateNumber !== 'string') return null;
  if (typeof form.documentType !== 'number' || !form.name.trim() || !form.certificateNumber.trim()) return null;
  return { name: form.name.trim(), documentType: form.documentType, certificateNumber: form.certificateNumber.trim() };
}

/**
 * The facts of the user's saved form (short-lived store); once that has expired, of the form sent
 * with the sign-up (the letter is signed after sign-up, spec §4, and may come days later).
 */
export async function formFacts(
  ctx: Pick<ApiContext, 'signInfo' | 'config' | 'now' | 'repos'>,
  userId: string,
  activityId: number,
): Promise<LetterFacts | null> {
  const draft = await loadSignInfo(ctx, { userId, activityId, source: SIGN_SOURCE });
  const fromDraft = factsOf(draft?.form);
  if (fromDraft) return fromDraft;
  const signUp = await ctx.repos.signUps.find(activityId, userId);
  return signUp ? factsOf(openSignUpForm(ctx, signUp)) : null;
}
