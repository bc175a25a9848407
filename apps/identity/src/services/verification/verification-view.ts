import type { VerificationView } from '@roadshow/contracts/verification';
import type { IdentityContext } from '../../context.ts';
import type { VerificationKind } from '../../repositories/verification-repository.ts';
import { signFileUrl } from '@roadshow/http-kit/files/signed-url';
import { maskDocumentNumber } from './document-number-crypto.ts';

/** Spec: temp URLs are short-lived. */
export const TEMP_URL_MINUTES = 5;
export const PRIVATE_FILE_PATH = '/identity/v2/files/private';

export function tempFileUrl(ctx: IdentityContext, key: string): string {
  const expiresAt = new Date(ctx.now().getTime() + TEMP_URL_MINUTES * 60_000);
  return signFileUrl({
    key,
    expiresAt,
    secret: ctx.fileUrlKey,
    basePath: `${ctx.config.filesUrl ?? ''}${PRIVATE_FILE_PATH}`,
  });
}

/** The user's own current request of a kind, or "unverified" when there is none. */
export async function verificationView(
  ctx: IdentityContext,
  userId: number,
  kind: VerificationKind,
): Promise<VerificationView> {
  const row = await ctx.repos.verifications.latest(userId, kind);
  if (!row)
    return {
      status: 'unverified',
      reason: '',
      submittedAt: null,
      name: '',
      email: '',
      company: '',
      position: '',
      documentType: null,
      documentNumberMasked: '',
      imageUrl: '',
    };
  return {
    status: row.status === 'verified' ? 'verified' : row.status === 'failed' ? 'failed' : 'verifying',
    reason: row.reviewReason,
    submittedAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    position: row.position,
    documentType: row.documentType,
    documentNumberMasked: maskDocumentNumber(row.documentNumberTail),
    imageUrl: tempFileUrl(ctx, row.imageKey),
  };
}
