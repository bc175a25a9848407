import type { IdentityRepositories } from '../../repositories/create-repositories.ts';
import { hashPassword } from '../crypto/password-hash.ts';

/** The demo's sponsor: an ordinary user whom the platform makes sponsor of the seeded companies. */
export const DEMO_SPONSOR = { phone: '13800000001', password: 'sponsor2026', nickName: '演示主办方' } as const;

/** Creates the sponsor account once and returns its user id; an existing one is left alone. */
export async function ensureDemoSponsor(repos: Pick<IdentityRepositories, 'users'>, now: Date): Promise<string> {
  const existing = await repos.users.byPhone(DEMO_SPONSOR.phone);
  if (existing) return String(existing.id);
  await repos.users.insertIfNew({
    phone: DEMO_SPONSOR.phone,
    passwordHash: await hashPassword(DEMO_SPONSOR.password),
    nickName: DEMO_SPONSOR.nickName,
    createdAt: now,
    updatedAt: now,
  });
  const created = await repos.users.byPhone(DEMO_SPONSOR.phone);
  return String(created!.id);
}
