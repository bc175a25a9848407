import type { SignUpOps } from '../../repositories/sign-up-repository.ts';
import type { ActivityRecord } from './load-activity.ts';

/**
 * After a seat was freed (withdrawal, rejection), inside the same locked transaction: the
 * longest-waiting user takes it, pending review when the activity needs approval.
 */
export async function promoteFromWaitingList(ops: SignUpOps, activity: ActivityRecord, now: Date) {
  if (activity.quota === null) return null;
  if ((await ops.seatsTaken(activity.id)) >= activity.quota) return null;
  const next = await ops.firstWaiting(activity.id);
  if (!next) return null;
  return ops.transition(next.id, ['waiting'], {
    state: activity.needsApproval ? 'pending' : 'approved',
    queuedAt: null,
    updatedAt: now,
  });
}
