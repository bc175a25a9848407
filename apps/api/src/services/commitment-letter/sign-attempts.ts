import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LETTER_QR_TTL_MS, type LetterForSigning, type SignatureAttempt } from '@roadshow/contracts/commitment-letter';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { AttemptRow } from '../../repositories/commitment-letter-repository.ts';
import { localize } from '../i18n/localize.ts';
import { formFacts, maskDocument } from './letter-facts.ts';

export const MOBILE_SIGN_PATH = '/h5/commitmentLetter';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function requireActivityTitle(ctx: ApiContext, activityId: number, lang: Lang) {
  const title = await ctx.repos.letters.activityTitle(activityId);
  if (!title) throw new AppError('NOT_FOUND');
  return localize(lang, title.zh, title.en, title.tc);
}

/**
 * recordSignatureUuid (spec §7): a new scan-to-sign attempt with a random single-use token for the
 * QR code, valid 10 minutes; the user's earlier attempt for the activity stops working (refresh).
 * Only the token's hash is stored.
 */
export async function createSignAttempt(
  ctx: ApiContext,
  userId: string,
  activityId: number,
  lang: Lang,
): Promise<SignatureAttempt> {
  await requireActivityTitle(ctx, activityId, lang);
  if (!(await formFacts(ctx, userId, activityId))) throw new AppError('LETTER_FORM_MISSING');
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const uuid = randomUUID();
  const expiresAt = new Date(now.getTime() + LETTER_QR_TTL_MS);
  await ctx.repos.letters.replaceAttempt(
    { uuid, tokenHash: hashToken(token), activityId, userId, expiresAt, createdAt: now },
    now,
  );
  return {
    signatureUuid: uuid,
    signUrl: `${MOBILE_SIGN_PATH}?token=${token}&lang=${lang}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** signatureUuidStatus: pending, signed, expired or invalid (replaced, withdrawn or not the user's). */
export async function signAttemptStatus(ctx: ApiContext, userId: string, uuid: string) {
  const attempt = await ctx.repos.letters.findAttempt(uuid);
  if (!attempt || attempt.userId !== userId) return 'invalid' as const;
  if (attempt.usedAt) {
    // Claimed first, stored a moment later: "signed" only once the letter it signed is there.
    const letter = await ctx.repos.letters.findLetter(attempt.activityId, userId);
    return letter && letter.signedAt >= attempt.usedAt ? ('signed' as const) : ('pending' as const);
  }
  if (attempt.invalidatedAt) return 'invalid' as const;
  return ctx.now() >= attempt.expiresAt ? ('expired' as const) : ('pending' as const);
}

/** invalidSignatureUuid: withdraws an attempt (the QR dialog was closed). */
export async function invalidateSignAttempt(ctx: ApiContext, userId: string, uuid: string) {
  await ctx.repos.letters.invalidateAttempt(uuid, userId, ctx.now());
}

/**
 * The live attempt behind a token, for its own user only: unknown, used or replaced tokens are
 * QR_CODE_USED, late ones QR_CODE_EXPIRED, another account's QR_CODE_OTHER_ACCOUNT.
 */
export async function attemptForToken(ctx: ApiContext, userId: string, token: string): Promise<AttemptRow> {
  const attempt = await ctx.repos.letters.findAttemptByTokenHash(hashToken(token));
  if (!attempt) throw new AppError('QR_CODE_USED');
  if (attempt.userId !== userId) throw new AppError('QR_CODE_OTHER_ACCOUNT');
  if (attempt.usedAt || attempt.invalidatedAt) throw new AppError('QR_CODE_USED');
  if (ctx.now() >= attempt.expiresAt) throw new AppError('QR_CODE_EXPIRED');
  return attempt;
}

/** What the mobile signing page shows for a token. */
export async function letterForToken(
  ctx: ApiContext,
  userId: string,
  token: string,
  lang: Lang,
): Promise<LetterForSigning> {
  const attempt = await attemptForToken(ctx, userId, token);
  const facts = await formFacts(ctx, userId, attempt.activityId);
  if (!facts) throw new AppError('LETTER_FORM_MISSING');
  return {
    activityId: attempt.activityId,
    activityTitle: await requireActivityTitle(ctx, attempt.activityId, lang),
    formName: facts.name,
    formDocument: maskDocument(facts.certificateNumber),
    expiresAt: attempt.expiresAt.toISOString(),
  };
}
