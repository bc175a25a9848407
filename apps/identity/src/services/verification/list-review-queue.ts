import type { IdentityContext } from '../../context.ts';
import { decryptDocumentNumber } from './document-number-crypto.ts';
import { tempFileUrl } from './verification-view.ts';

/** One request waiting for an operator, as the review page shows it (number in full, for the operator). */
export interface ReviewItem {
  id: number;
  kind: string;
  applicant: string;
  submittedAt: Date;
  name: string;
  email: string;
  company: string;
  position: string;
  documentType: number | null;
  documentNumber: string;
  imageUrl: string;
}

/** The oldest 50 requests waiting for review. */
export async function listReviewQueue(ctx: IdentityContext): Promise<ReviewItem[]> {
  const pending = await ctx.repos.verifications.pending(50);
  return pending.map(({ verification: v, phone, nickName }) => ({
    id: v.id,
    kind: v.kind,
    applicant: `${nickName} (${phone})`,
    submittedAt: v.createdAt,
    name: v.name,
    email: v.email,
    company: v.company,
    position: v.position,
    documentType: v.documentType,
    documentNumber: v.documentNumberEnc ? decryptDocumentNumber(v.documentNumberEnc, ctx.config.secret) : '',
    imageUrl: tempFileUrl(ctx, v.imageKey),
  }));
}
