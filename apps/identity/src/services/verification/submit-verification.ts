import type { BusinessCardForm, DocumentType, IdentityDocumentForm } from '@roadshow/contracts/verification';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { VerificationKind } from '../../repositories/verification-repository.ts';
import { encryptDocumentNumber } from './document-number-crypto.ts';
import { normalizeDocumentNumber } from '@roadshow/contracts/document-number';
import { privateImagePrefix } from './store-verification-image.ts';

/** A new request is allowed unless one is already waiting for review. */
async function assertNotPending(ctx: IdentityContext, userId: number, kind: VerificationKind) {
  const latest = await ctx.repos.verifications.latest(userId, kind);
  if (latest?.status === 'verifying') throw new AppError('VERIFICATION_PENDING');
}

async function assertOwnImage(ctx: IdentityContext, userId: number, imageKey: string) {
  if (!imageKey.startsWith(privateImagePrefix(userId)) || !(await ctx.files.get(imageKey)))
    throw new AppError('IMAGE_REQUIRED', { fields: [{ path: 'body.imageKey', message: 'IMAGE_REQUIRED' }] });
}

/** Spec: verify business card and save — the card goes to review ("verifying"). */
export async function submitBusinessCard(ctx: IdentityContext, userId: number, form: BusinessCardForm) {
  await assertNotPending(ctx, userId, 'card');
  await assertOwnImage(ctx, userId, form.imageKey);
  return ctx.repos.verifications.insert({
    userId,
    kind: 'card',
    status: 'verifying',
    name: form.name,
    email: form.email,
    company: form.company,
    position: form.position,
    imageKey: form.imageKey,
    createdAt: ctx.now(),
  });
}

/** Spec: save identity card info — the number is checked for its type, then stored encrypted. */
export async function submitIdentityDocument(ctx: IdentityContext, userId: number, form: IdentityDocumentForm) {
  const type = form.documentType as DocumentType;
  const number = normalizeDocumentNumber(type, form.documentNumber);
  if (!number)
    throw new AppError('DOCUMENT_NUMBER_INVALID', {
      fields: [{ path: 'body.documentNumber', message: 'DOCUMENT_NUMBER_INVALID' }],
    });
  await assertNotPending(ctx, userId, 'id');
  await assertOwnImage(ctx, userId, form.imageKey);
  return ctx.repos.verifications.insert({
    userId,
    kind: 'id',
    status: 'verifying',
    name: form.realName,
    documentType: type,
    documentNumberEnc: encryptDocumentNumber(number, ctx.config.secret),
    documentNumberTail: number.slice(-4),
    imageKey: form.imageKey,
    createdAt: ctx.now(),
  });
}
