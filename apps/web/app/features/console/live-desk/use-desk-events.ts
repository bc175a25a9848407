import { useEffect, useRef, useState } from 'react';
import type { Lang } from '@roadshow/contracts/locale';

/** How often the desk refetches while its event stream is down (the fallback, decision 063). */
export const DESK_POLL_MS = 5000;

/** Names the desk stream sends (DeskEvents of contracts/live-desk): each one means "refetch". */
const DESK_EVENT_NAMES = ['question', 'reset'] as const;

/**
 * The desk's Server-Sent Events (GET /console/liveDeskEvents): a viewer's question, another desk
 * member's draft or approval, arrive at once and `onChange` refetches. While the stream is not open
 * (no EventSource, connecting, refused) the desk polls every DESK_POLL_MS while the tab is visible;
 * `pushed` says which of the two is in use. A reopened stream refetches once, for what it missed.
 */
export function useDeskEvents(options: { activityId: number; lang: Lang; onChange: () => void }) {
  const { activityId, lang } = options;
  const handlers = useRef(options);
  handlers.current = options;
  const [pushed, setPushed] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const startPolling = () => {
      setPushed(false);
      timer ??= setInterval(() => {
        if (document.visibilityState === 'visible') handlers.current.onChange();
      }, DESK_POLL_MS);
    };
    const stopPolling = () => {
      if (timer) clearInterval(timer);
      timer = null;
    };
    startPolling();
    if (typeof EventSource === 'undefined') return stopPolling;
    const source = new EventSource(`/roadshow/console/liveDeskEvents?activityId=${activityId}&lang=${lang}`);
    const listener = () => handlers.current.onChange();
    for (const name of DESK_EVENT_NAMES) source.addEventListener(name, listener);
    let opened = false;
    source.onopen = () => {
      stopPolling();
      setPushed(true);
      // After a drop the stream resumes from Last-Event-ID, but the first open may follow a gap.
      if (opened) handlers.current.onChange();
      opened = true;
    };
    // Dropped (reconnecting) or refused (closed for good): poll until it is open again.
    source.onerror = () => startPolling();
    return () => {
      for (const name of DESK_EVENT_NAMES) source.removeEventListener(name, listener);
      source.close();
      stopPolling();
    };
  }, [activityId, lang]);

  return { pushed };
}
