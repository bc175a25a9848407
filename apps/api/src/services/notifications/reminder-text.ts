import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { Lang } from '@roadshow/contracts/locale';

export interface ReminderFacts {
  title: string;
  startAt: Date;
  url: string;
}

const TEXT: Record<Lang, { subject: (f: ReminderFacts) => string; body: (f: ReminderFacts, time: string) => string }> =
  {
    'zh-CN': {
      subject: (f) => `活动提醒：${f.title}`,
      body: (f, time) => `【路演】您报名的活动“${f.title}”将于北京时间 ${time} 开始，请准时参加：${f.url}`,
    },
    en: {
      subject: (f) => `Reminder: ${f.title}`,
      body: (f, time) =>
        `[Roadshow] "${f.title}", which you signed up for, starts at ${time} China time. Join here: ${f.url}`,
    },
    tc: {
      subject: (f) => `活動提醒：${f.title}`,
      body: (f, time) => `【路演】您報名的活動「${f.title}」將於北京時間 ${time} 開始，請準時參加：${f.url}`,
    },
  };

/** The reminder's subject and text in one language, the start time in China time (UTC+8). */
export function reminderText(lang: Lang, facts: ReminderFacts): { subject: string; body: string } {
  const text = TEXT[lang];
  return { subject: text.subject(facts), body: text.body(facts, formatChinaDateTime(facts.startAt.toISOString())) };
}
