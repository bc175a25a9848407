import { useTranslation } from 'react-i18next';

/** What every visitor page shows when the company takes no research bookings. */
export function VisitorNotOpen() {
  const { t } = useTranslation();
  return (
    <div className="visit-card visit-empty">
      <p>{t('visitBooking.notOpen')}</p>
    </div>
  );
}
