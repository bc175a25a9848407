/** One parsed Server-Sent Event (comments count as heartbeats). */
export interface SseFrame {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A real SSE client over fetch, for tests against a listening server: frames are parsed as they
 * arrive and handed to whoever waits for the next one of a name. A refused stream (not 200) has its
 * JSON envelope in `refusal`.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  let heartbeats = 0;
  const waiters: { match: (frame: SseFrame) => boolean; resolve: (frame: SseFrame) => void }[] = [];
  const deliver = (frame: SseFrame) => {
    frames.push(frame);
    const at = waiters.findIndex((waiter) => waiter.match(frame));
    if (at !== -1) waiters.splice(at, 1)[0]!.resolve(frame);
  };
  const refusal =
    response.status === 200
      ? null
      : ((await response.json()) as { success: false; errorCode: string; errorMsg: string });
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  void (async () => {
    if (!response.body || refusal) return markEnded();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) heartbeats += 1;
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          ) as Record<string, string>;
          if (fields.event) deliver({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
        }
      }
    } catch {
      // Aborted by close().
    }
    markEnded();
  })();
  return {
    status: response.status,
    headers: response.headers,
    refusal,
    frames,
    heartbeats: () => heartbeats,
    /** Resolves when the stream is over: ended by the server, or aborted by close(). */
    ended,
    /** The first frame (already received or still to come) that matches. */
    next(match: (frame: SseFrame) => boolean): Promise<SseFrame> {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => controller.abort(),
  };
}
