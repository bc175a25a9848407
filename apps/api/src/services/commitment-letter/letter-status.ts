import type { LetterStatus } from '@roadshow/contracts/commitment-letter';
import type { ApiContext } from '../../context.ts';
import type { LetterRow } from '../../repositories/commitment-letter-repository.ts';
import { factsDigest, formFacts, maskDocument, type LetterFacts } from './letter-facts.ts';
import { letterFileUrl } from './letter-files.ts';

/** signed, or resign with why: the signed name did not match, or the form changed since. */
export function letterState(
  letter: LetterRow | null,
  currentDigest: string | null,
): Pick<LetterStatus, 'state' | 'reason'> {
  if (!letter) return { state: 'unsigned', reason: null };
  if (letter.mismatch) return { state: 'resign', reason: 'mismatch' };
  if (currentDigest !== null && currentDigest !== letter.formDigest) return { state: 'resign', reason: 'edited' };
  return { state: 'signed', reason: null };
}

/** The letter as its owner sees it (spec §4 states). */
export async function getLetterStatus(ctx: ApiContext, userId: string, activityId: number): Promise<LetterStatus> {
  const [letter, facts] = await Promise.all([
    ctx.repos.letters.findLetter(activityId, userId),
    formFacts(ctx, userId, activityId),
  ]);
  const digest = facts ? factsDigest(ctx.config.tokenSecret, facts) : null;
  return {
    ...letterState(letter, digest),
    formName: facts?.name ?? '',
    formDocument: facts ? maskDocument(facts.certificateNumber) : '',
    signedName: letter?.signedName ?? '',
    signedDocument: letter?.signedDocument ?? '',
    signedAt: letter?.signedAt.toISOString() ?? null,
    imageUrl: letter ? letterFileUrl(ctx, letter.imageKey) : '',
    pdfUrl: letter ? letterFileUrl(ctx, letter.pdfKey) : '',
  };
}

/**
 * Whether the user's letter for the activity is signed and still matches their form: the sign-up
 * flow calls it for activities with commitment_letter=true. `form` is the form being submitted;
 * without it the saved draft is compared when there is one.
 */
export async function isLetterSigned(
  ctx: Pick<ApiContext, 'repos' | 'signInfo' | 'config' | 'now'>,
  options: { activityId: number; userId: string; form?: LetterFacts },
): Promise<boolean> {
  const letter = await ctx.repos.letters.findLetter(options.activityId, options.userId);
  const facts = options.form ?? (await formFacts(ctx, options.userId, options.activityId));
  const digest = facts ? factsDigest(ctx.config.tokenSecret, facts) : null;
  return letterState(letter, digest).state === 'signed';
}
