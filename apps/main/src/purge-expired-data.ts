import type { ApiContext } from '@roadshow/api/context';
import { purgeSignUpForms } from '@roadshow/api/services/retention/purge-sign-up-forms';
import type { IdentityContext } from '@roadshow/identity/context';
import { createIdentityRetentionRepository } from '@roadshow/identity/repositories/retention-repository';
import { purgeIdentityData } from '@roadshow/identity/services/retention/purge-identity-data';

/**
 * The retention job (decision 029), run by the periodic sweep of every process: identity photos and
 * document numbers, then registration forms of long-past events. Both parts are idempotent
 * conditional writes, so processes running it at once do no harm; a failure is logged, the sweep goes on.
 */
export async function purgeExpiredData(
  parts: { api: ApiContext; identity: IdentityContext },
  retentionDays: number,
  logError: (error: unknown, message: string) => void,
): Promise<{ verifications: number; forms: number }> {
  const { api, identity } = parts;
  const verifications = await purgeIdentityData({
    repo: createIdentityRetentionRepository(api.database.db),
    files: identity.files,
    now: identity.now(),
    retentionDays,
  }).catch((error: unknown) => {
    logError(error, 'identity data purge failed');
    return 0;
  });
  const forms = await purgeSignUpForms(api, retentionDays).catch((error: unknown) => {
    logError(error, 'sign-up form purge failed');
    return 0;
  });
  return { verifications, forms };
}
