import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { Lang } from '@roadshow/contracts/locale';

export interface InvitationFacts {
  title: string;
  company: string;
  startAt: Date;
  url: string;
}

/** The invitation sent to a list entry, in the language the sponsor chose when sending. */
export function invitationText(lang: Lang, facts: InvitationFacts): { subject: string; body: string } {
  const time = formatChinaDateTime(facts.startAt.toISOString());
  if (lang === 'en')
    return {
      subject: `Invitation: ${facts.title}`,
      body: `[Roadshow] ${facts.company} invites you to "${facts.title}" (${time} China time). Sign up or join: ${facts.url}`,
    };
  if (lang === 'tc')
    return {
      subject: `活動邀請：${facts.title}`,
      body: `【路演】${facts.company}邀請您參加「${facts.title}」（北京時間 ${time}），報名或參加：${facts.url}`,
    };
  return {
    subject: `活动邀请：${facts.title}`,
    body: `【路演】${facts.company}邀请您参加“${facts.title}”（北京时间 ${time}），报名或参加：${facts.url}`,
  };
}
