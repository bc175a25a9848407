import type { SessionUser } from '@roadshow/contracts/identity';
import type { LiveSession } from '../../repositories/session-repository.ts';

/** Where avatars are served from; the key is a storage key, never a path on disk. */
export const avatarUrl = (key: string | null) => (key ? `/identity/v2/user/avatar/${key}` : '');

export function toSessionUser(session: LiveSession): SessionUser {
  const { user } = session;
  return {
    userId: String(user.id),
    nickName: user.nickName,
    userImage: avatarUrl(user.avatarKey),
    mobile: user.phone,
    loginType: session.loginType === 'password' ? 'password' : 'sms',
    role: user.role === 'operator' ? 'operator' : 'user',
    cardStatus: 'unverified',
    tenantInfo: '',
  };
}
