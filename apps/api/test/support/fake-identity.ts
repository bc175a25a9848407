import type { SessionUser } from '@roadshow/contracts/identity';
import type { IdentityTransport } from '../../src/services/identity/identity-client.ts';

/**
 * A stand-in identity service answering getUserInfo for the tokens it handed out, so API suites can
 * have hundreds of logged-in users without registering each through the real pages (the composed
 * server's suites in apps/main/test do that end to end).
 */
/** A word of the local restricted-words list (decision 055), for tests of refused text. */
export const RESTRICTED = '内幕消息';

export function fakeIdentity() {
  const users = new Map<string, SessionUser>();
  let seq = 0;
  const transport: IdentityTransport = async ({ path, headers, body }) => {
    const caller = users.get(headers?.tgt ?? '');
    if (path === '/v2/user/findOwnImageKeys' && caller) {
      // A user's own uploads are the keys under their prefix (see ownImageKey below).
      const keys = (body as { keys: string[] }).keys;
      return { success: true, result: { ownKeys: keys.filter((key) => key.startsWith(ownImagePrefix(caller))) } };
    }
    if (path === '/v2/user/getUserTypeInfo' && caller) {
      // Like the real service: operators may ask about anyone by phone.
      const phone = (body as { phone?: string } | undefined)?.phone;
      const target = [...users.values()].find((candidate) => candidate.mobile === phone);
      return target && caller.role === 'operator'
        ? {
            success: true,
            result: {
              userId: target.userId,
              userType: 'investor',
              cardStatus: 'unverified',
              identityStatus: 'unverified',
            },
          }
        : { success: false, errorCode: 'NOT_FOUND', errorMsg: 'not found' };
    }
    const user = path === '/v2/user/getUserInfo' ? caller : undefined;
    return user
      ? { success: true, result: user }
      : { success: false, errorCode: 'UNAUTHORIZED', errorMsg: 'Please log in first' };
  };
  /** A new logged-in user; `cookie` is what a browser would send. */
  function user(overrides: Partial<SessionUser> = {}) {
    seq += 1;
    const token = `AT-test-${seq}`;
    const session: SessionUser = {
      userId: String(10_000 + seq),
      nickName: `user ${seq}`,
      userImage: '',
      mobile: `139${String(seq).padStart(8, '0')}`,
      loginType: 'sms',
      role: 'user',
      cardStatus: 'unverified',
      tenantInfo: '',
      ...overrides,
    };
    users.set(token, session);
    return { token, user: session, cookie: `ticket=${token}` };
  }
  return { transport, user };
}

const ownImagePrefix = (user: SessionUser) => `private/verification/${user.userId}/`;

/** A private image key the stand-in identity service reports as this user's own upload. */
export const ownImageKey = (user: SessionUser, name: string) => `${ownImagePrefix(user)}${name}.jpg`;

export type FakeUser = ReturnType<ReturnType<typeof fakeIdentity>['user']>;
