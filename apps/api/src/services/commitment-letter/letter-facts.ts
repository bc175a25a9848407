import { createHmac } from 'node:crypto';
import { normalizeDocumentNumber } from '@roadshow/contracts/document-number';
import { SIGN_SOURCE } from '@roadshow/contracts/registration-form';
import type { DocumentType } from '@roadshow/contracts/verification';
import type { ApiContext } from '../../context.ts';
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

/** The facts of the user's saved form (short-lived store), or null when name or document are missing. */
export async function formFacts(
  ctx: Pick<ApiContext, 'signInfo' | 'config' | 'now'>,
  userId: string,
  activityId: number,
): Promise<LetterFacts | null> {
  const draft = await loadSignInfo(ctx, { userId, activityId, source: SIGN_SOURCE });
  const form = draft?.form;
  if (!form?.name?.trim() || form.documentType == null || !form.certificateNumber?.trim()) return null;
  return { name: form.name.trim(), documentType: form.documentType, certificateNumber: form.certificateNumber.trim() };
}
