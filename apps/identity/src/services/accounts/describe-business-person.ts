import type { BusinessPerson } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import { avatarUrl } from './to-session-user.ts';

/** What anyone logged in may see of a user: company and position only once the card is verified. */
export async function describeBusinessPerson(ctx: IdentityContext, userId: number): Promise<BusinessPerson> {
  const user = await ctx.repos.users.byId(userId);
  if (!user) throw new AppError('NOT_FOUND');
  const card = await ctx.repos.verifications.latest(user.id, 'card');
  const verified = card?.status === 'verified';
  return {
    userId: String(user.id),
    nickName: user.nickName,
    userImage: avatarUrl(user.avatarKey),
    verified,
    name: verified ? card.name : '',
    company: verified ? card.company : '',
    position: verified ? card.position : '',
  };
}
