import { useEffect } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * attendActivityStart / recordActivityEnd around the time the page is visible: a stretch ends when the
 * tab is hidden or left and a new one starts when it comes back, so background time is not counted.
 */
export function useViewingTime(api: ApiClient, activityId: number, loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn) return;
    let viewId: Promise<number | null> | null = null;
    const start = () => {
      viewId ??= api.activity.viewStart(activityId).then(
        (r) => r.viewId,
        () => null,
      );
    };
    const end = () => {
      const open = viewId;
      viewId = null;
      void open?.then((id) => (id === null ? undefined : api.activity.viewEnd(activityId, id).catch(() => undefined)));
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : end());
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', end);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [api, activityId, loggedIn]);
}
