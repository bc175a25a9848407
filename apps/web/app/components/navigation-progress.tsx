import { useTranslation } from 'react-i18next';

/**
 * A thin bar at the top of the window while a navigation waits for its code or data, so a slow
 * connection reads as "working" rather than "the click did nothing". It fades in after a short
 * delay (CSS) so fast navigations do not flicker.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  return <div className="nav-progress" role="progressbar" aria-label={t('chunkError.loading')} />;
}
