import type { SessionUser } from '@roadshow/contracts/identity';
import type { IdentityTransport } from '../../src/services/identity/identity-client.ts';

/**
 * A stand-in identity service answering getUserInfo for the tokens it handed out, so API suites can
 * have hundreds of logged-in users without registering each through the real pages (the composed
 * server's suites in apps/main/test do that end to end).
 */
/** The one word the stand-in content check refuses. */
export const RESTRICTED = '内幕消息';

export function fakeIdentity() {
  const users = new Map<string, SessionUser>();
  let seq = 0;
  const transport: IdentityTransport = async ({ path, headers, body }) => {
    // The content check answers for logged-in callers: one restricted word is enough for the tests.
    if (path.startsWith('/v2/user/updateUserInfoSafetyCheck') && users.has(headers?.tgt ?? '')) {
      const text = (body as { introduction?: string }).introduction ?? '';
      const words = text.includes(RESTRICTED) ? [RESTRICTED] : [];
      return { success: true, result: { passed: words.length === 0, words, fields: [] } };
    }
    const user = path === '/v2/user/getUserInfo' ? users.get(headers?.tgt ?? '') : undefined;
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

export type FakeUser = ReturnType<ReturnType<typeof fakeIdentity>['user']>;
