import type { SessionUser } from '@roadshow/contracts/identity';
import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import { verificationStatus } from './user-type-info.ts';

/** Where avatars are served from; the key is a storage key, never a path on disk. */
export const avatarUrl = (key: string | null) => (key ? `/identity/v2/user/avatar/${key}` : '');

/** The user as the platform sees it, with the business-card verification state for the header badge. */
export async function toSessionUser(ctx: Pick<IdentityContext, 'repos'>, session: LiveSession): Promise<SessionUser> {
  const { user } = session;
  return {
    userId: String(user.id),
    nickName: user.nickName,
    userImage: avatarUrl(user.avatarKey),
    mobile: user.phone,
    loginType: session.loginType === 'password' ? 'password' : 'sms',
    role: user.role === 'operator' ? 'operator' : 'user',
    cardStatus: await verificationStatus(ctx, user.id, 'card'),
    tenantInfo: '',
  };
}
