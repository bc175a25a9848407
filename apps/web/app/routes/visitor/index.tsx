import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VISIT_MODES } from '@roadshow/contracts/visit-kinds';
import { loadVisitorHome } from '../../features/visitor/load-visitor-home.server.ts';
import { byDay, dayLabel, SlotLine } from '../../features/visitor/slot-line.tsx';
import { useVisitorHref } from '../../features/visitor/visitor-links.ts';
import { useLang } from '../../lib/lang.ts';
import type { Route } from './+types/index';
import { VisitorNotOpen } from '../../features/visitor/visitor-not-open.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { home: await loadVisitorHome(request, context) };
}

/** Spec §2 /tab/visitor: the company's booking home — what can be booked, and the next open dates. */
export default function VisitorHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const links = useVisitorHref();
  const { home } = loaderData;
  if (!home) return <VisitorNotOpen />;
  const open = home.slots.filter((slot) => !slot.quiet && slot.remaining > 0);
  const upcoming = byDay(home.slots).slice(0, 5);
  return (
    <>
      <section className="visit-card" aria-labelledby="visit-kinds">
        <h2 id="visit-kinds" className="visit-card__title">
          {t('visitBooking.home.kinds')}
        </h2>
        <ul className="visit-kinds">
          {VISIT_MODES.map((mode) => {
            const count = open.filter((slot) => slot.mode === mode).length;
            return (
              <li key={mode} className="visit-kinds__item">
                <Link
                  className="visit-kinds__link"
                  to={links.href('/tab/visitor/research', { type: mode === 'sellSide' ? '01' : '02', mode })}
                >
                  <span className={`visit-mode visit-mode--${mode}`}>{t(`visitBooking.mode.${mode}`)}</span>
                  <span className="visit-kinds__count">{t('visitBooking.home.openSlots', { count })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <Link
          className="visit-button visit-button--primary visit-button--block"
          to={links.href('/tab/visitor/research')}
        >
          {t('visitBooking.home.book')}
        </Link>
      </section>
      {home.quietPeriods.map((period) => (
        <p key={period.periodId} className="visit-notice" role="note">
          {t('visitBooking.quietNotice', {
            from: period.from,
            to: period.reportDay,
            report: t(`visitBooking.report.${period.reportKind}`),
            modes: period.modes.map((mode) => t(`visitBooking.mode.${mode}`)).join(t('visitBooking.listJoin')),
          })}
        </p>
      ))}
      <section className="visit-card" aria-labelledby="visit-dates">
        <h2 id="visit-dates" className="visit-card__title">
          {t('visitBooking.home.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="visit-muted">{t('visitBooking.noSlots')}</p>
        ) : (
          upcoming.map(([day, slots]) => (
            <div key={day} className="visit-day">
              <h3 className="visit-day__title">{dayLabel(day, lang)}</h3>
              <ul className="visit-slots">
                {slots.map((slot) => (
                  <li
                    key={slot.slotId}
                    className={`visit-slot${slot.quiet || slot.remaining === 0 ? ' visit-slot--off' : ''}`}
                  >
                    <SlotLine slot={slot} />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </>
  );
}
