import type { LoginInfo } from '@roadshow/contracts/identity';
import type { ApiContext } from '../../context.ts';

const ANONYMOUS: LoginInfo = { status: 'false', nickName: '', userImage: '', userId: '', ticket: '', tenantInfo: '' };

/**
 * getLoginInfo (spec §7): a service ticket for the user behind it. Any failure (used, expired,
 * for another page, identity service down) is status "false": the page then loads anonymously.
 */
export async function exchangeTicket(
  ctx: Pick<ApiContext, 'identity'>,
  ticket: string,
  service: string,
): Promise<LoginInfo> {
  const redeemed = await ctx.identity.validateTicket(ticket, service);
  if (!redeemed) return ANONYMOUS;
  const { user } = redeemed;
  return {
    status: 'true',
    nickName: user.nickName,
    userImage: user.userImage,
    userId: user.userId,
    ticket: redeemed.appToken,
    tenantInfo: user.tenantInfo,
  };
}
