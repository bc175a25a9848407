import Dialog from 'antd-mobile/es/components/dialog';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { CHECK_IN_PREFIX, type Booking } from '@roadshow/contracts/visit';
import { showToast } from '../../components/toast.tsx';
import { browserTransport, createApiClient, ApiError } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';
import { dayLabel } from './slot-line.tsx';

/**
 * One of my bookings and its state (submitted, confirmed, declined with the reason, cancelled,
 * visited). A confirmed visit in person shows its check-in QR code for the reception.
 */
export function BookingCard({
  booking,
  fresh,
  onChanged,
}: {
  booking: Booking;
  fresh: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const day = booking.slot?.day ?? booking.preferredDay;
  // The API says whether it may still be cancelled (before its day, decision 052): on the day the
  // booker calls the company, so the button is not offered to be refused.
  const cancellable = booking.cancellable;

  const cancel = async () => {
    const sure = await Dialog.confirm({
      content: t('visitBooking.result.cancelSure'),
      confirmText: t('visitBooking.result.cancel'),
      cancelText: t('visitBooking.result.keep'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await createApiClient(browserTransport, lang).call(contract.visitor.cancelBooking, {
        bookingId: booking.bookingId,
      });
      showToast(t('visitBooking.result.cancelled'), 'info');
      onChanged();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      className={`visit-card visit-booking${fresh ? ' visit-booking--fresh' : ''}`}
      aria-labelledby={`b-${booking.bookingId}`}
    >
      <header className="visit-booking__head">
        <h2 id={`b-${booking.bookingId}`} className="visit-card__title">
          {t(`visitBooking.type.${booking.bookingType}`)}
        </h2>
        <span className={`visit-state visit-state--${booking.state}`} data-testid="booking-state">
          {t(`visitBooking.state.${booking.state}`)}
        </span>
      </header>
      <dl className="visit-facts">
        {day ? (
          <>
            <dt>{booking.slot ? t('visitBooking.result.when') : t('visitBooking.form.preferredDay')}</dt>
            <dd>
              {dayLabel(day, lang)}
              {booking.slot ? ` ${booking.slot.startTime}–${booking.slot.endTime}` : ''}
            </dd>
          </>
        ) : null}
        {booking.slot?.host ? (
          <>
            <dt>{t('visitBooking.result.host')}</dt>
            <dd>{booking.slot.host}</dd>
          </>
        ) : null}
        {booking.slot?.meetingUrl ? (
          <>
            <dt>{t('visitBooking.result.meetingUrl')}</dt>
            <dd>
              <a href={booking.slot.meetingUrl} target="_blank" rel="noreferrer noopener">
                {booking.slot.meetingUrl}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t('visitBooking.result.attendees')}</dt>
        <dd>{booking.attendees.map((attendee) => attendee.name).join(t('visitBooking.listJoin'))}</dd>
        {booking.organization ? (
          <>
            <dt>{t('visitBooking.form.organization')}</dt>
            <dd>{booking.organization}</dd>
          </>
        ) : null}
      </dl>
      {booking.state === 'declined' && booking.declineReason ? (
        <p className="visit-notice visit-notice--error">
          {t('visitBooking.result.declinedReason', { reason: booking.declineReason })}
        </p>
      ) : null}
      {booking.state === 'submitted' ? <p className="visit-muted">{t('visitBooking.result.waiting')}</p> : null}
      {booking.checkInCode ? (
        <figure className="visit-qr">
          <QRCodeSVG
            value={`${CHECK_IN_PREFIX}${booking.checkInCode}`}
            size={176}
            marginSize={2}
            title={t('visitBooking.result.qrTitle')}
            role="img"
          />
          <figcaption>
            {t('visitBooking.result.qrHint')}
            <strong className="visit-qr__code" data-testid="check-in-code">
              {booking.checkInCode}
            </strong>
          </figcaption>
        </figure>
      ) : null}
      {booking.state === 'visited' && booking.checkedInAt ? (
        <p className="visit-muted">{t('visitBooking.result.visitedAt')}</p>
      ) : null}
      {cancellable ? (
        <button
          type="button"
          className="visit-button visit-button--small"
          disabled={busy}
          onClick={() => void cancel()}
        >
          {t('visitBooking.result.cancel')}
        </button>
      ) : null}
    </article>
  );
}
