import type { ApiContext } from '../../context.ts';
import type { OutboxRow } from '../../repositories/notification-repository.ts';
import type { NotificationChannel } from './notification-sender.ts';

type Ctx = Pick<ApiContext, 'repos' | 'now' | 'notifications'>;

/**
 * Hands one queued outbox message to the gateway, once: the conditional queued → sending update
 * decides between callers (the request that wrote it, the sweep after a crash). A failed send is
 * not retried (decision 020: a gateway may fail after the message left).
 */
export async function deliverQueued(ctx: Ctx, row: OutboxRow): Promise<'sent' | 'failed' | 'taken'> {
  if (!(await ctx.repos.notifications.take(row.id))) return 'taken';
  const sender = ctx.notifications;
  try {
    await sender.send({
      outboxId: row.id,
      channel: row.channel as NotificationChannel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
    });
    await ctx.repos.notifications.markSent(row.id, sender.provider, ctx.now());
    return 'sent';
  } catch (error) {
    await ctx.repos.notifications.markFailed(row.id, sender.provider, String(error));
    return 'failed';
  }
}
