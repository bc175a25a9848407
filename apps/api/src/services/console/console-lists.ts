import type { FastifyRequest } from 'fastify';
import { ACCESS_LIST_MAX } from '@roadshow/contracts/console';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { AccessMode } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { checkListLines, readListFile, textLines, type ListLine } from './parse-list-file.ts';
import { recordAudit } from './record-audit.ts';
import { requireActivityRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'cache'>;

export async function getAccessList(ctx: Ctx, request: FastifyRequest, activityId: number) {
  await requireActivityRole(ctx, request, activityId, 'list.edit');
  const [mobiles, activity] = await Promise.all([
    ctx.repos.accessLists.mobiles(activityId),
    ctx.repos.consoleActivities.byId(activityId),
  ]);
  return { mobiles, accessMode: (activity?.accessMode ?? 'public') as AccessMode };
}

/**
 * Adds the lines' numbers, or nothing: any line that is not a mainland mobile number refuses the
 * whole entry with a 400 naming each bad line, so a list is never imported half.
 */
async function addLines(ctx: Ctx, request: FastifyRequest, activityId: number, lines: ListLine[], action: string) {
  const actor = await requireActivityRole(ctx, request, activityId, 'list.edit');
  const { mobiles, bad } = checkListLines(lines);
  if (bad.length > 0) {
    const message = errorMessage('LIST_ENTRY_INVALID', request.lang);
    throw new AppError('LIST_ROWS_INVALID', {
      params: { count: String(bad.length) },
      fields: bad.slice(0, 100).map((entry) => ({ path: `line ${entry.line}`, message: `${entry.value}: ${message}` })),
    });
  }
  if ((await ctx.repos.accessLists.size(activityId)) + mobiles.length > ACCESS_LIST_MAX)
    throw new AppError('LIST_TOO_LONG');
  const added = await ctx.repos.accessLists.addAll(activityId, mobiles);
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId,
      action,
      targetType: 'activity',
      targetId: activityId,
      detail: { added, rows: mobiles.length },
    },
    ctx.now(),
  );
  return { added, total: await ctx.repos.accessLists.size(activityId) };
}

export function addToAccessList(ctx: Ctx, request: FastifyRequest, input: { activityId: number; text: string }) {
  return addLines(ctx, request, input.activityId, textLines(input.text), 'list.add');
}

export async function importAccessList(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; contentBase64: string },
) {
  await requireActivityRole(ctx, request, input.activityId, 'list.edit');
  const lines = await readListFile(Buffer.from(input.contentBase64, 'base64'));
  if (lines === null) throw new AppError('LIST_FILE_UNREADABLE');
  return addLines(ctx, request, input.activityId, lines, 'list.import');
}

export async function removeFromAccessList(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; mobiles: string[] },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'list.edit');
  const removed = await ctx.repos.accessLists.remove(input.activityId, input.mobiles);
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId: input.activityId,
      action: 'list.remove',
      targetType: 'activity',
      targetId: input.activityId,
      detail: { removed },
    },
    ctx.now(),
  );
  return { removed, total: await ctx.repos.accessLists.size(input.activityId) };
}
