import type { FastifyRequest } from 'fastify';
import type { ConsoleActivityFields } from '@roadshow/contracts/console';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { maskMobile } from './record-audit.ts';
import { requireCompanyRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity'>;

/**
 * Decision 076: the company's members with the guest role, for the form's choice of who a speaker
 * is. Whoever edits activities may see them, by masked mobile only (the members page, with full
 * numbers, stays the admin's).
 */
export async function listGuestMembers(ctx: Ctx, request: FastifyRequest, companyId: number) {
  await requireCompanyRole(ctx, request, companyId, 'activity.edit');
  const members = await ctx.repos.companyMembers.forCompany(companyId);
  return {
    members: members
      .filter((member) => member.role === 'guest')
      .map((member) => ({ userId: member.userId, label: member.mobile ? maskMobile(member.mobile) : member.userId })),
  };
}

/** Every speaker's member must be a guest of the activity's company: else 400 on that guest's field. */
export async function assertGuestMembers(
  ctx: Pick<ApiContext, 'repos'>,
  request: FastifyRequest,
  companyId: number,
  guests: NonNullable<ConsoleActivityFields['guests']>,
) {
  const linked = guests.flatMap((guest, index) => (guest.memberUserId ? [{ index, userId: guest.memberUserId }] : []));
  if (linked.length === 0) return;
  const members = await ctx.repos.companyMembers.forCompany(companyId);
  const guestsOfCompany = new Set(members.filter((m) => m.role === 'guest').map((m) => m.userId));
  const bad = linked.filter((link) => !guestsOfCompany.has(link.userId));
  if (bad.length > 0)
    throw new AppError('BAD_REQUEST', {
      fields: bad.map((link) => ({
        path: `body.fields.guests.${link.index}.memberUserId`,
        message: errorMessage('GUEST_MEMBER_INVALID', request.lang),
      })),
    });
}
