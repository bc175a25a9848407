import type { FastifyRequest } from 'fastify';
import type { ConsoleAccess, ConsoleRole } from '@roadshow/contracts/console';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { currentUser } from '../identity/current-user.ts';
import { localize } from '../i18n/localize.ts';
import { recordAudit } from './record-audit.ts';
import { requireCompanyRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

/** How many companies the operator's switcher lists (the seed has a few dozen; a search comes later). */
const OPERATOR_COMPANY_LIMIT = 500;

/**
 * myConsoleAccess: the header shows "Console" only when this says member; the console's layout
 * offers these companies. Visitors and investors get an empty answer, never an error.
 */
export async function getConsoleAccess(ctx: Ctx, request: FastifyRequest): Promise<ConsoleAccess> {
  const user = await currentUser(ctx, request);
  if (!user) return { member: false, operator: false, companies: [] };
  const name = (row: { nameZh: string; nameEn: string | null; nameTc: string | null }) =>
    localize(request.lang, row.nameZh, row.nameEn, row.nameTc);
  if (user.role === 'operator') {
    const rows = await ctx.repos.companyMembers.allCompanies(OPERATOR_COMPANY_LIMIT);
    return {
      member: true,
      operator: true,
      companies: rows.map((row) => ({ companyId: row.companyId, code: row.code, name: name(row), role: 'operator' })),
    };
  }
  const rows = await ctx.repos.companyMembers.forUser(user.userId);
  return {
    member: rows.length > 0,
    operator: false,
    companies: rows.map((row) => ({
      companyId: row.companyId,
      code: row.code,
      name: name(row),
      role: row.role as ConsoleRole,
    })),
  };
}

function toMember(row: { userId: string; role: string; mobile: string | null; createdAt: Date }) {
  return {
    userId: row.userId,
    role: row.role as ConsoleRole,
    mobile: row.mobile,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMembers(ctx: Ctx, request: FastifyRequest, companyId: number) {
  await requireCompanyRole(ctx, request, companyId, 'member.read');
  return { members: (await ctx.repos.companyMembers.forCompany(companyId)).map(toMember) };
}

/**
 * The operator gives a registered user a role in a company, by login mobile. The identity service
 * tells who holds the number (it answers operators only); an unknown number is a 404 on the phone.
 */
export async function grantRole(
  ctx: Ctx,
  request: FastifyRequest,
  input: { companyId: number; phone: string; role: ConsoleRole },
) {
  const actor = await requireCompanyRole(ctx, request, input.companyId, 'member.grant');
  if (!(await ctx.repos.companyMembers.companyExists(input.companyId))) throw new AppError('COMPANY_NOT_FOUND');
  const target = await ctx.identity.userByPhone(request.cookies.ticket ?? '', input.phone);
  if (!target)
    throw new AppError('PHONE_NOT_REGISTERED', {
      fields: [{ path: 'phone', message: errorMessage('PHONE_NOT_REGISTERED', request.lang) }],
    });
  const now = ctx.now();
  const row = await ctx.repos.companyMembers.upsert({
    companyId: input.companyId,
    userId: target.userId,
    role: input.role,
    mobile: input.phone,
    grantedBy: actor.user.userId,
    createdAt: now,
  });
  // Only a guest is a speaker of the company's activities (decision 076).
  if (input.role !== 'guest') await ctx.repos.consoleParts.unlinkGuestMember(input.companyId, target.userId);
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: input.companyId,
      action: 'member.grant',
      targetType: 'member',
      targetId: target.userId,
      detail: { role: input.role, mobile: input.phone },
    },
    now,
  );
  return toMember(row);
}

export async function revokeRole(ctx: Ctx, request: FastifyRequest, input: { companyId: number; userId: string }) {
  const actor = await requireCompanyRole(ctx, request, input.companyId, 'member.grant');
  const removed = await ctx.repos.companyMembers.remove(input.companyId, input.userId);
  await ctx.repos.consoleParts.unlinkGuestMember(input.companyId, input.userId);
  if (removed)
    await recordAudit(
      ctx.repos.audit,
      actor,
      { companyId: input.companyId, action: 'member.revoke', targetType: 'member', targetId: input.userId },
      ctx.now(),
    );
  return { removed };
}
