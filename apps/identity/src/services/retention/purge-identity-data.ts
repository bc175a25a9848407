import type { FileStorage } from '@roadshow/http-kit/files/file-storage';
import type { IdentityRetentionRepository } from '../../repositories/retention-repository.ts';

const DAY_MS = 24 * 3600_000;
const BATCH = 200;

/**
 * Retention (hardening item 13, decision 029): the photo and the document number of a verification
 * go `retentionDays` after it was decided (or submitted, when nobody decided it). The status, name
 * and masked number stay, so a verified user stays verified. The file goes first and the row is
 * marked after, so a crash in between leaves a row the next sweep finishes; two processes running
 * this at once delete the same file twice (harmless) and mark each row once. Returns rows purged.
 */
export async function purgeIdentityData(options: {
  repo: IdentityRetentionRepository;
  files: FileStorage;
  now: Date;
  retentionDays: number;
}): Promise<number> {
  const { repo, files, now } = options;
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const expired = await repo.listExpiredVerifications(cutoff, BATCH);
    for (const row of expired) {
      await files.delete(row.imageKey);
      if (await repo.markVerificationPurged(row.id, now)) purged += 1;
    }
    if (expired.length < BATCH) return purged;
  }
}
