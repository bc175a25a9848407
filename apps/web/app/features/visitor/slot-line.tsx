import { useTranslation } from 'react-i18next';
import type { PublicSlot } from '@roadshow/contracts/visit';

/** One slot: time, mode, places left, and why it cannot be booked when it cannot. */
export function SlotLine({ slot }: { slot: PublicSlot }) {
  const { t } = useTranslation();
  return (
    <span className="visit-slot__text">
      <span className="visit-slot__time">
        {slot.startTime}–{slot.endTime}
      </span>
      <span className={`visit-mode visit-mode--${slot.mode}`}>{t(`visitBooking.mode.${slot.mode}`)}</span>
      {slot.host ? <span className="visit-slot__host">{slot.host}</span> : null}
      <span className="visit-slot__places">
        {slot.quiet
          ? t('visitBooking.quietShort', {
              day: slot.quiet.reportDay,
              report: t(`visitBooking.report.${slot.quiet.reportKind}`),
            })
          : slot.remaining > 0
            ? t('visitBooking.placesLeft', { count: slot.remaining })
            : t('visitBooking.full')}
      </span>
    </span>
  );
}

/** Slots grouped by day, in order. */
export function byDay(slots: readonly PublicSlot[]): [string, PublicSlot[]][] {
  const days = new Map<string, PublicSlot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days.entries()];
}

/** "2026-12-01 (Tue)" in the page's language. */
export function dayLabel(day: string, lang: string): string {
  const date = new Date(`${day}T12:00:00+08:00`);
  const locale = lang === 'en' ? 'en-GB' : lang === 'tc' ? 'zh-TW' : 'zh-CN';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'Asia/Shanghai' }).format(date);
  return `${day} ${weekday}`;
}
