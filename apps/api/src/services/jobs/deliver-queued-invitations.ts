import type { ApiContext } from '../../context.ts';
import { deliverQueued } from '../notifications/deliver-queued.ts';

/** A queued invitation this old was left by a process that stopped before sending it. */
export const QUEUED_GRACE_MS = 60_000;
const BATCH = 500;

type Ctx = Pick<ApiContext, 'repos' | 'now' | 'notifications'>;
type Log = (error: unknown, message: string) => void;

/**
 * Decision 077: invitations and their messages are written in one transaction, and the request then
 * sends them. When the process dies in between, the messages wait in the outbox as `queued`; this
 * sweep (run with the status sweep, on every process) sends those older than a minute, each once.
 * Never throws.
 */
export async function deliverQueuedInvitations(ctx: Ctx, log: Log = () => {}) {
  const counts = { sent: 0, failed: 0 };
  try {
    const before = new Date(ctx.now().getTime() - QUEUED_GRACE_MS);
    for (const row of await ctx.repos.notifications.queuedBefore('invite', before, BATCH)) {
      const outcome = await deliverQueued(ctx, row);
      if (outcome !== 'taken') counts[outcome] += 1;
    }
  } catch (error) {
    log(error, 'queued invitation sweep failed');
  }
  return counts;
}
