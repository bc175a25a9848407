import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
/**
 * Lookups under way, by token. A page render makes several API calls at once for one user (the
 * activity page: sign status, content, guests, agenda, files, follow state); they share one question
 * to the identity service. Only while it is pending: nothing is kept afterwards, so a logout is seen
 * by the next call, as before.
 */
const pendingByService = new WeakMap<ApiContext['identity'], Map<string, Promise<SessionUser | null>>>();

function lookUp(ctx: Pick<ApiContext, 'identity'>, token: string): Promise<SessionUser | null> {
  let pending = pendingByService.get(ctx.identity);
  if (!pending) pendingByService.set(ctx.identity, (pending = new Map()));
  let user = pending.get(token);
  if (!user) {
    user = ctx.identity.userInfo(token).finally(() => pending.delete(token));
    pending.set(token, user);
  }
  return user;
}

/**
 * The logged-in user of a roadshow API call, from the HttpOnly `ticket` cookie (the app token the
 * identity service accepts as header `tgt`, decision 009), or null. Asked once per request however
 * many services need it; an unreachable identity service reads as "not logged in".
 */
export function currentUser(ctx: Pick<ApiContext, 'identity'>, request: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    const token = request.cookies.ticket;
    user = token && token.length <= 256 ? lookUp(ctx, token) : Promise.resolve(null);
    resolved.set(request, user);
  }
  return user;
}

/** The logged-in user, or a 401 in the request's language. */
export async function requireUser(ctx: Pick<ApiContext, 'identity'>, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(ctx, request);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}
