import { DEFAULT_LANG, normalizeLang, type Lang } from '@roadshow/contracts/locale';
import { sharePagePath } from '@roadshow/contracts/share';
import type { ApiContext } from '../../context.ts';
import type { ReminderCandidate } from '../../repositories/notification-repository.ts';
import { localize } from '../i18n/localize.ts';
import type { NotificationChannel } from '../notifications/notification-sender.ts';
import { reminderText } from '../notifications/reminder-text.ts';

/** Default lead time: reminders go out for activities starting within the next hour. */
export const DEFAULT_REMINDER_LEAD_MINUTES = 60;
/** Sign-ups handled per sweep; the rest follow on the next one. */
const BATCH = 500;

export interface ReminderCounts {
  sent: number;
  failed: number;
}

type Ctx = Pick<ApiContext, 'repos' | 'now' | 'config' | 'notifications'>;
type Log = (error: unknown, message: string) => void;

function pageUrl(ctx: Ctx, activityId: number, lang: Lang): string {
  const base = (ctx.config.siteUrl ?? '').replace(/\/+$/, '');
  return `${base}${sharePagePath('activity', String(activityId))}&lang=${lang}`;
}

async function sendOne(
  ctx: Ctx,
  candidate: ReminderCandidate,
  channel: NotificationChannel,
  recipient: string,
): Promise<'sent' | 'failed' | 'taken'> {
  const lang = normalizeLang(candidate.lang) ?? DEFAULT_LANG;
  const title = localize(lang, candidate.titleZh, candidate.titleEn, candidate.titleTc);
  const text = reminderText(lang, {
    title,
    startAt: candidate.startAt,
    url: pageUrl(ctx, candidate.activityId, lang),
  });
  // The unique (kind, sign-up, channel) key decides between processes sweeping at once.
  const claimed = await ctx.repos.notifications.claim({
    kind: 'reminder',
    channel,
    signUpId: candidate.signUpId,
    activityId: candidate.activityId,
    userId: candidate.userId,
    recipient,
    lang,
    subject: text.subject,
    body: text.body,
    createdAt: ctx.now(),
  });
  if (!claimed) return 'taken';
  const sender = ctx.notifications;
  try {
    await sender.send({ outboxId: claimed.id, channel, to: recipient, subject: text.subject, body: text.body });
    await ctx.repos.notifications.markSent(claimed.id, sender.provider, ctx.now());
    return 'sent';
  } catch (error) {
    // Not retried: a gateway that failed after sending would otherwise send twice.
    await ctx.repos.notifications.markFailed(claimed.id, sender.provider, String(error));
    return 'failed';
  }
}

/**
 * Issue 5 part 7: one SMS to the login mobile and, when the form gave one, one e-mail to every
 * approved sign-up of an activity starting within the lead time, in the sign-up's language.
 * Exactly once per sign-up and channel however many processes sweep. Never throws: a failure is
 * logged and the sweep goes on.
 */
export async function sendStartReminders(ctx: Ctx, log: Log = () => {}): Promise<ReminderCounts> {
  const counts: ReminderCounts = { sent: 0, failed: 0 };
  try {
    const now = ctx.now();
    const leadMinutes = ctx.config.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES;
    const until = new Date(now.getTime() + leadMinutes * 60_000);
    const candidates = await ctx.repos.notifications.reminderCandidates(now, until, BATCH);
    for (const candidate of candidates) {
      const channels: [NotificationChannel, string | null][] = [
        ['sms', candidate.mobile],
        ['email', candidate.email],
      ];
      for (const [channel, recipient] of channels) {
        if (!recipient) continue;
        try {
          const outcome = await sendOne(ctx, candidate, channel, recipient);
          if (outcome !== 'taken') counts[outcome] += 1;
        } catch (error) {
          counts.failed += 1;
          log(error, 'start reminder failed');
        }
      }
    }
  } catch (error) {
    log(error, 'start reminder sweep failed');
  }
  return counts;
}
