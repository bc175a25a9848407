import type { ApiContext } from '../../context.ts';
import { createSignUpRetentionRepository } from '../../repositories/retention-repository.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Retention (hardening item 13, decision 029): a registration form (name, document number, phone,
 * e-mail, picture keys) is kept until its activity ended `retentionDays` ago, then cleared; the
 * sign-up itself (state, times) stays for the activity's history. Returns the forms cleared.
 */
export async function purgeSignUpForms(ctx: Pick<ApiContext, 'database' | 'now'>, retentionDays: number) {
  const now = ctx.now();
  const repo = createSignUpRetentionRepository(ctx.database.db);
  return repo.clearFormsOfActivitiesEndedBefore(new Date(now.getTime() - retentionDays * DAY_MS), now);
}
