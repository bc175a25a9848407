import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { Lang } from '@roadshow/contracts/locale';

export interface CancelFacts {
  title: string;
  startAt: Date;
  reason: string;
}

/** The notice sent to everyone signed up when the sponsor cancels, in the sign-up's language. */
export function cancelText(lang: Lang, facts: CancelFacts): { subject: string; body: string } {
  const time = formatChinaDateTime(facts.startAt.toISOString());
  if (lang === 'en')
    return {
      subject: `Cancelled: ${facts.title}`,
      body: `[Roadshow] "${facts.title}" (${time} China time), which you signed up for, has been cancelled by the organiser: ${facts.reason}`,
    };
  if (lang === 'tc')
    return {
      subject: `活動取消：${facts.title}`,
      body: `【路演】您報名的活動「${facts.title}」（北京時間 ${time}）已由主辦方取消：${facts.reason}`,
    };
  return {
    subject: `活动取消：${facts.title}`,
    body: `【路演】您报名的活动“${facts.title}”（北京时间 ${time}）已由主办方取消：${facts.reason}`,
  };
}
