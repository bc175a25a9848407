import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/lang.ts';
import { ShareIcon } from '../../components/share/share-icons.tsx';
import '../../components/share/share.css';

/**
 * "Add to calendar" (issue 5): downloads the activity as an .ics file in the page's language, with a
 * reminder 30 minutes before the start. A plain link, so it works before the page's script runs.
 */
export function AddToCalendar({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = `/roadshow/activity/getActivityCalendar?${new URLSearchParams({ activityId: String(activityId), lang })}`;
  return (
    <a className="btn add-to-calendar" href={href} download title={t('share.addToCalendarHint')}>
      <ShareIcon name="calendar" />
      {t('share.addToCalendar')}
    </a>
  );
}
