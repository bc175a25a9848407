import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { maskMobile } from './record-audit.ts';
import { requireCompanyRole } from './require-company-role.ts';

/** The company's audit log, newest first, with who by name: for its admins and the operator (decision 030). */
export async function listAuditLog(
  ctx: Pick<ApiContext, 'repos' | 'identity'>,
  request: FastifyRequest,
  query: { companyId: number; activityId?: number; page: number; pageSize: number },
) {
  await requireCompanyRole(ctx, request, query.companyId, 'audit.read');
  const { rows, total } = await ctx.repos.audit.page(query, query.page, query.pageSize);
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      activityId: row.activityId,
      actorUserId: row.actorUserId,
      actorRole: row.actorRole,
      actorName: row.actorName ?? (row.memberMobile ? maskMobile(row.memberMobile) : null),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      detail: (row.detail as Record<string, unknown> | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
