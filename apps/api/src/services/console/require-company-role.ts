import type { FastifyRequest } from 'fastify';
import { roleMay, type ConsoleActorRole, type ConsolePermission } from '@roadshow/contracts/console';
import type { SessionUser } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity'>;

/** Who is acting in a company's console, and as what. */
export interface ConsoleActor {
  user: SessionUser;
  companyId: number;
  role: ConsoleActorRole;
}

/**
 * The one guard of the console (decision 030): every console service calls it before it reads or
 * changes anything. Logged in (401), then a member of this company whose role allows the
 * permission, or the platform operator (403 otherwise, also for a company that does not exist, so
 * the answer does not tell a stranger which companies have consoles).
 */
export async function requireCompanyRole(
  ctx: Ctx,
  request: FastifyRequest,
  companyId: number,
  permission: ConsolePermission,
): Promise<ConsoleActor> {
  const user = await requireUser(ctx, request);
  const role: ConsoleActorRole | null =
    user.role === 'operator' ? 'operator' : await ctx.repos.companyMembers.roleOf(companyId, user.userId);
  if (role === null || !roleMay(role, permission)) throw new AppError('FORBIDDEN');
  return { user, companyId, role };
}

/**
 * The guard for a call about one activity: the company comes from the activity's row, never from
 * the caller. An activity of no company is the operator's alone; an unknown id answers 403 to
 * anyone but the operator, like a foreign one.
 */
export async function requireActivityRole(
  ctx: Ctx,
  request: FastifyRequest,
  activityId: number,
  permission: ConsolePermission,
) {
  const user = await requireUser(ctx, request);
  const owner = await ctx.repos.activityDetail.companyOf(activityId);
  if (owner === undefined) throw new AppError(user.role === 'operator' ? 'NOT_FOUND' : 'FORBIDDEN');
  if (owner === null) {
    if (user.role !== 'operator') throw new AppError('FORBIDDEN');
    return { user, companyId: null, role: 'operator' as const };
  }
  return requireCompanyRole(ctx, request, owner, permission);
}
