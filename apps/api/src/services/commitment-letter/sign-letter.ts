import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sameName } from '@roadshow/contracts/registration-form';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { factsDigest, formFacts, maskDocument } from './letter-facts.ts';
import { getLetterStatus } from './letter-status.ts';
import { renderSignedLetter, renderTypedSignature } from './render-letter.ts';
import { attemptForToken, requireActivityTitle } from './sign-attempts.ts';

export interface SignatureInput {
  drawing?: string;
  typedName?: string;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The signature as a clean PNG: a drawing is decoded from its bytes, re-encoded by sharp (nothing
 * but pixels survives) and refused when blank; a typed name is drawn.
 */
async function signaturePng(input: SignatureInput): Promise<Buffer> {
  if (input.drawing) {
    const bytes = Buffer.from(input.drawing.slice(input.drawing.indexOf(',') + 1), 'base64');
    if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new AppError('LETTER_SIGN_FAILED');
    try {
      const image = sharp(bytes, { limitInputPixels: 4_000_000 });
      const stats = await image.clone().ensureAlpha().stats();
      // Nothing drawn: every pixel transparent, or one flat colour.
      const [red, green, blue, alpha] = stats.channels;
      const varies = [red, green, blue, alpha].some((channel) => channel && channel.min !== channel.max);
      if (!alpha || alpha.max === 0 || !varies) throw new AppError('LETTER_SIGN_FAILED');
      return await image.png().toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('LETTER_SIGN_FAILED');
    }
  }
  if (input.typedName?.trim()) return renderTypedSignature(input.typedName.trim());
  throw new AppError('LETTER_SIGN_FAILED');
}

async function signLetter(
  ctx: ApiContext,
  options: {
    userId: string;
    activityId: number;
    signature: SignatureInput;
    lang: Lang;
    /** Claims the scan-to-sign attempt just before storing; false = already used. */
    claim?: { uuid: string };
  },
) {
  const { userId, activityId, lang } = options;
  const title = await requireActivityTitle(ctx, activityId, lang);
  const facts = await formFacts(ctx, userId, activityId);
  if (!facts) throw new AppError('LETTER_FORM_MISSING');
  const png = await signaturePng(options.signature);
  const now = ctx.now();
  const document = maskDocument(facts.certificateNumber);
  const letter = await renderSignedLetter({
    lang,
    activityTitle: title,
    name: facts.name,
    document,
    signedAt: now,
    signaturePng: png,
  });
  if (options.claim && !(await ctx.repos.letters.claimAttempt(options.claim.uuid, now)))
    throw new AppError('QR_CODE_USED');
  const base = `letters/${activityId}/${userId.replace(/[^a-z0-9_-]/gi, '_')}/${randomUUID()}`;
  await ctx.files.put(`${base}-signature.png`, png, 'image/png');
  await ctx.files.put(`${base}-letter.png`, letter.png, 'image/png');
  await ctx.files.put(`${base}-letter.pdf`, letter.pdf, 'application/pdf');
  const typed = options.signature.drawing ? undefined : options.signature.typedName;
  await ctx.repos.letters.saveLetter({
    activityId,
    userId,
    signedName: typed?.trim() || facts.name,
    signedDocument: document,
    formDigest: factsDigest(ctx.config.tokenSecret, facts),
    mismatch: typed && !sameName(typed, facts.name) ? 1 : 0,
    signatureUuid: options.claim?.uuid ?? null,
    signatureKey: `${base}-signature.png`,
    imageKey: `${base}-letter.png`,
    pdfKey: `${base}-letter.pdf`,
    signedAt: now,
  });
  return getLetterStatus(ctx, userId, activityId);
}

/** signCommitmentLetter: signing in the browser on the activity page. */
export const signLetterInBrowser = (
  ctx: ApiContext,
  options: { userId: string; activityId: number; signature: SignatureInput; lang: Lang },
) => signLetter(ctx, options);

/** signCommitmentLetterByToken: signing on the phone through the QR code; the token works once. */
export async function signLetterWithToken(
  ctx: ApiContext,
  options: { userId: string; token: string; signature: SignatureInput; lang: Lang },
) {
  const attempt = await attemptForToken(ctx, options.userId, options.token);
  return signLetter(ctx, { ...options, activityId: attempt.activityId, claim: { uuid: attempt.uuid } });
}
