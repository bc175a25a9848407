/** The attribute a micro-frontend page of our own carries when it rendered (the built-in feed does). */
export const MICRO_FRONTEND_MARKER = 'data-micro-frontend';

/** The message a framed micro-frontend may post to say it is up: `{ type: 'roadshow:micro-frontend-ready' }`. */
export const MICRO_FRONTEND_READY = 'roadshow:micro-frontend-ready';

/**
 * The frame's address: the configured URL resolved against our origin, carrying the page's
 * language like every route does (spec §2).
 */
export function frameSrc(configured: string, origin: string, lang: string): { src: string; sameOrigin: boolean } {
  const url = new URL(configured, origin);
  url.searchParams.set('lang', lang);
  const sameOrigin = url.origin === origin;
  return { src: sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.toString(), sameOrigin };
}

/**
 * The built-in feed tells the page framing it that it is up. That page is our own /tab/shortVideo,
 * so the message names our origin: a page of any other origin framing the feed hears nothing
 * (hardening item 15).
 */
export function announceReady(win: Pick<Window, 'parent' | 'location'>): void {
  if (win.parent !== win) win.parent.postMessage({ type: MICRO_FRONTEND_READY }, win.location.origin);
}

export type FrameState = 'loading' | 'ready' | 'failed';

/**
 * What a finished load means. A frame on another origin cannot be looked into, so it counts as up
 * once it loaded; one of ours must show the marker, or it is an error page (a 404, a 500).
 */
export function stateAfterLoad(frame: HTMLIFrameElement, sameOrigin: boolean): FrameState {
  if (!sameOrigin) return 'ready';
  try {
    const document = frame.contentDocument;
    return document?.querySelector(`[${MICRO_FRONTEND_MARKER}]`) ? 'ready' : 'failed';
  } catch {
    return 'failed';
  }
}
