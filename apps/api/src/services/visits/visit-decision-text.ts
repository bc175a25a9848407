import type { Lang } from '@roadshow/contracts/locale';

export interface VisitDecisionFacts {
  decision: 'confirm' | 'decline';
  company: string;
  /** The slot's China day and times, or the preferred day of a pre-registration. */
  day: string;
  time: string | null;
  reason: string | null;
  /** An online slot's meeting link, when the company gave one. */
  meetingUrl: string | null;
  /** The reception's check-in code of a confirmed visit in person. */
  checkInCode: string | null;
}

const when = (f: VisitDecisionFacts, lang: Lang) =>
  f.time ? `${f.day} ${f.time}${lang === 'en' ? ' China time' : '（北京时间）'}` : f.day;

/** The notice to the booker when the company confirms or declines, in the booking's language. */
export function visitDecisionText(lang: Lang, f: VisitDecisionFacts): { subject: string; body: string } {
  const at = when(f, lang);
  if (lang === 'en') {
    if (f.decision === 'decline')
      return {
        subject: `Visit declined: ${f.company}`,
        body: `[Roadshow] ${f.company} has declined your research visit on ${at}. Reason: ${f.reason ?? ''}`,
      };
    const extra = [
      f.meetingUrl ? ` Meeting link: ${f.meetingUrl}` : '',
      f.checkInCode ? ` Check-in code: ${f.checkInCode} (the QR code is on your booking page).` : '',
    ].join('');
    return {
      subject: `Visit confirmed: ${f.company}`,
      body: `[Roadshow] ${f.company} has confirmed your research visit on ${at}.${extra}`,
    };
  }
  const tc = lang === 'tc';
  const atZh = tc ? at.replace('北京时间', '北京時間') : at;
  if (f.decision === 'decline')
    return {
      subject: tc ? `調研預約未獲通過：${f.company}` : `调研预约未通过：${f.company}`,
      body: tc
        ? `【路演】${f.company}未通過您 ${atZh} 的調研預約。原因：${f.reason ?? ''}`
        : `【路演】${f.company}未通过您 ${atZh} 的调研预约。原因：${f.reason ?? ''}`,
    };
  const extra = [
    f.meetingUrl ? (tc ? `會議連結：${f.meetingUrl}。` : `会议链接：${f.meetingUrl}。`) : '',
    f.checkInCode
      ? tc
        ? `簽到碼：${f.checkInCode}（二維碼見預約結果頁）。`
        : `签到码：${f.checkInCode}（二维码见预约结果页）。`
      : '',
  ].join('');
  return {
    subject: tc ? `調研預約已確認：${f.company}` : `调研预约已确认：${f.company}`,
    body: tc
      ? `【路演】${f.company}已確認您 ${atZh} 的調研預約。${extra}`
      : `【路演】${f.company}已确认您 ${atZh} 的调研预约。${extra}`,
  };
}
