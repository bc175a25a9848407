import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { BOOKING_TYPES, MODE_OF_TYPE, type BookingType } from '@roadshow/contracts/visit';
import { BookingForm } from '../../features/visitor/booking-form.tsx';
import { loadVisitorHome } from '../../features/visitor/load-visitor-home.server.ts';
import { LoginPrompt } from '../../features/visitor/login-prompt.tsx';
import { dayLabel, SlotLine } from '../../features/visitor/slot-line.tsx';
import { useVisitorHref } from '../../features/visitor/visitor-links.ts';
import { useLang, useRootData } from '../../lib/lang.ts';
import type { Route } from './+types/user-info';
import { VisitorNotOpen } from '../../features/visitor/visitor-not-open.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { home: await loadVisitorHome(request, context) };
}

/**
 * Spec §2 /tab/visitor/userInfo: the attendees of a booking, by type (06 pre-registration, 01
 * sell-side, 03 phone, 04 online, 05 on site). Logged in only: the booker is the login user.
 */
export default function VisitorUserInfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const links = useVisitorHref();
  const [params] = useSearchParams();
  const asked = params.get('type') ?? '05';
  const type: BookingType = (BOOKING_TYPES as readonly string[]).includes(asked) ? (asked as BookingType) : '05';
  const { home } = loaderData;
  if (!home) return <VisitorNotOpen />;
  const slotId = Number(params.get('slotId'));
  const slot =
    type === '06'
      ? null
      : (home.slots.find((item) => item.slotId === slotId && item.mode === MODE_OF_TYPE[type]) ?? null);
  return (
    <>
      <section className="visit-card" aria-labelledby="visit-type">
        <h2 id="visit-type" className="visit-card__title">
          {t(`visitBooking.type.${type}`)}
        </h2>
        <p className="visit-muted">{t(`visitBooking.typeHint.${type}`)}</p>
        {slot ? (
          <p className="visit-chosen">
            <span className="visit-day__title">{dayLabel(slot.day, lang)}</span> <SlotLine slot={slot} />
          </p>
        ) : null}
      </section>
      {type !== '06' && !slot ? (
        <div className="visit-card visit-empty">
          <p>{t('visitBooking.form.noSlot')}</p>
          <Link
            className="visit-button visit-button--primary"
            to={links.href('/tab/visitor/research', { type: type === '01' ? '01' : '02' })}
          >
            {t('visitBooking.home.book')}
          </Link>
        </div>
      ) : slot?.quiet ? (
        // Refused before any typing: the API would refuse it too (VISIT_QUIET_PERIOD).
        <div className="visit-card visit-empty">
          <p className="visit-notice visit-notice--error" role="alert">
            {errorMessage('VISIT_QUIET_PERIOD', lang, { from: slot.quiet.from, to: slot.quiet.reportDay })}
          </p>
          <Link className="visit-button visit-button--primary" to={links.href('/tab/visitor/research', { type: '02' })}>
            {t('visitBooking.home.book')}
          </Link>
        </div>
      ) : slot && slot.remaining === 0 ? (
        // Full: nothing to fill in (the API would answer VISIT_SLOT_FULL).
        <div className="visit-card visit-empty">
          <p className="visit-notice" role="note">
            {t('visitBooking.form.slotFull')}
          </p>
          <Link
            className="visit-button visit-button--primary"
            to={links.href('/tab/visitor/research', type === '01' ? { type: '01' } : { type: '02', mode: slot.mode })}
          >
            {t('visitBooking.form.otherSlot')}
          </Link>
        </div>
      ) : !root?.user ? (
        <LoginPrompt text={t('visitBooking.loginToBook')} />
      ) : (
        <BookingForm
          companyCode={home.company.code}
          type={type}
          slot={slot}
          loginPhone={root.user.mobile}
          today={home.today}
        />
      )}
    </>
  );
}
