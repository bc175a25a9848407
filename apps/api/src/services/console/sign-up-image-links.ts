import type { FastifyRequest } from 'fastify';
import { signImageGrant } from '@roadshow/http-kit/files/image-grant';
import { isValidStorageKey } from '@roadshow/http-kit/files/storage-key';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireActivityRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'config'>;

/** A grant is only a request for a link: a minute is plenty for the server-to-server call. */
const GRANT_SECONDS = 60;

const keyOf = (form: unknown, field: 'idCardImageKey' | 'businessCardImageKey') => {
  const value = form && typeof form === 'object' ? (form as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && isValidStorageKey(value) ? value : null;
};

/**
 * The registration form's ID and business-card pictures of one sign-up (decision 061). The console
 * permission is checked here; the identity service, which keeps the pictures and alone signs their
 * links, trusts the grant this call signs for exactly the keys the sign-up's form names.
 */
export async function signUpImageLinks(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; signUpId: number },
) {
  await requireActivityRole(ctx, request, input.activityId, 'signUp.read');
  const row = await ctx.repos.signUps.byId(input.signUpId);
  if (!row || row.activityId !== input.activityId) throw new AppError('NOT_FOUND');
  const idKey = keyOf(row.form, 'idCardImageKey');
  const cardKey = keyOf(row.form, 'businessCardImageKey');
  const keys = [idKey, cardKey].filter((key): key is string => key !== null);
  const expiresAt = new Date(ctx.now().getTime() + GRANT_SECONDS * 1000);
  if (keys.length === 0) return { idCardUrl: null, businessCardUrl: null, expiresAt: expiresAt.toISOString() };
  const answer = await ctx.identity.grantedImageLinks(
    keys.map((key) => signImageGrant({ key, expiresAt, sharedSecret: ctx.config.tokenSecret })),
  );
  if (answer === null) throw new AppError('SERVICE_BUSY');
  const urlOf = (key: string | null) => answer.links.find((link) => link.key === key)?.url ?? null;
  return { idCardUrl: urlOf(idKey), businessCardUrl: urlOf(cardKey), expiresAt: answer.expiresAt };
}
