import { DEFAULT_LANG, normalizeLang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import type { BookingView } from '../../repositories/visit-repository.ts';
import type { NotificationChannel } from '../notifications/notification-sender.ts';
import { companyName } from './booking-view.ts';
import { visitDecisionText } from './visit-decision-text.ts';

type Ctx = Pick<ApiContext, 'repos' | 'notifications' | 'now'>;

/**
 * Tells the booker the company's decision: an SMS to the login mobile and, when the booking gave
 * one, an e-mail, in the booking's language. The outbox row (kind `visitDecision`, keyed by the
 * booking and channel) is claimed before sending, so each channel gets at most one message per
 * booking however often this runs; only the desk whose state move won calls it (decision 064).
 */
export async function notifyVisitDecision(ctx: Ctx, view: BookingView): Promise<number> {
  const { booking, slot } = view;
  const decision = booking.state === 'confirmed' ? 'confirm' : booking.state === 'declined' ? 'decline' : null;
  if (!decision) return 0;
  const lang = normalizeLang(booking.lang) ?? DEFAULT_LANG;
  const text = visitDecisionText(lang, {
    decision,
    company: companyName(view.company, lang),
    day: slot?.day ?? booking.preferredDay ?? '',
    time: slot ? `${slot.startTime}–${slot.endTime}` : null,
    reason: booking.declineReason,
    meetingUrl: decision === 'confirm' && slot?.mode === 'online' ? (slot.meetingUrl ?? null) : null,
    checkInCode: decision === 'confirm' ? booking.checkInCode : null,
  });
  const channels: [NotificationChannel, string | null][] = [
    ['sms', booking.mobile],
    ['email', booking.email],
  ];
  let sent = 0;
  for (const [channel, to] of channels) {
    if (!to) continue;
    const claimed = await ctx.repos.notifications.claim({
      kind: 'visitDecision',
      channel,
      signUpId: booking.id,
      activityId: null,
      userId: booking.userId,
      recipient: to,
      lang,
      subject: text.subject,
      body: text.body,
      createdAt: ctx.now(),
    });
    if (!claimed) continue;
    try {
      await ctx.notifications.send({ outboxId: claimed.id, channel, to, subject: text.subject, body: text.body });
      await ctx.repos.notifications.markSent(claimed.id, ctx.notifications.provider, ctx.now());
      sent += 1;
    } catch (error) {
      // The row stays as failed: the decision stands, the dev outbox shows what did not go out.
      await ctx.repos.notifications.markFailed(claimed.id, ctx.notifications.provider, String(error));
    }
  }
  return sent;
}
