import type { IdentityRepositories } from '../../repositories/create-repositories.ts';
import { hashPassword } from '../crypto/password-hash.ts';

/** The demo's platform operator, who reviews verifications (README lists the login). */
export const DEMO_OPERATOR = { phone: '13800000000', password: 'operator2026', nickName: '平台审核员' } as const;

/** Creates the operator account once; an existing one (and its changed password) is left alone. */
export async function ensureOperator(repos: Pick<IdentityRepositories, 'users'>, now: Date): Promise<void> {
  if (await repos.users.byPhone(DEMO_OPERATOR.phone)) return;
  await repos.users.insertIfNew({
    phone: DEMO_OPERATOR.phone,
    passwordHash: await hashPassword(DEMO_OPERATOR.password),
    nickName: DEMO_OPERATOR.nickName,
    role: 'operator',
    createdAt: now,
    updatedAt: now,
  });
}
