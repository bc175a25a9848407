import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENT_NAMES, type LiveEventName, type LiveEvents } from '@roadshow/contracts/live';
import type { Lang } from '@roadshow/contracts/locale';

export type LiveEventHandler = <E extends LiveEventName>(name: E, data: LiveEvents[E]) => void;

/** How often the room refetches when the event stream is not available. */
export const POLL_MS = 10_000;

/**
 * The room's Server-Sent Events: one EventSource per viewer and activity. The browser reconnects on
 * its own and sends Last-Event-ID, so missed events are replayed (or a reset arrives). When the
 * stream cannot be held (no EventSource, or the server refused it) the room polls instead: the
 * returned `polling` is true and `onPoll` runs every POLL_MS.
 */
export function useLiveEvents(options: {
  activityId: number;
  lang: Lang;
  enabled: boolean;
  onEvent: LiveEventHandler;
  onPoll: () => void;
}) {
  const { activityId, lang, enabled } = options;
  const handlers = useRef(options);
  handlers.current = options;
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const startPolling = () => {
      setPolling(true);
      timer ??= setInterval(() => handlers.current.onPoll(), POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => {
        if (timer) clearInterval(timer);
      };
    }
    const source = new EventSource(`/roadshow/interact/liveEvents?activityId=${activityId}&lang=${lang}`);
    const listeners = LIVE_EVENT_NAMES.map((name) => {
      const listener = (event: MessageEvent<string>) => {
        handlers.current.onEvent(name, JSON.parse(event.data) as never);
      };
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    source.onopen = () => {
      setPolling(false);
      if (timer) clearInterval(timer);
      timer = null;
    };
    // A refused stream (403, 401) closes for good; a dropped one reconnects (readyState CONNECTING).
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) startPolling();
    };
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.close();
      if (timer) clearInterval(timer);
    };
  }, [activityId, lang, enabled]);

  return { polling };
}
