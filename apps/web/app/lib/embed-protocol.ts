/**
 * Embedded mode (spec §1): the site inside a parent page. Messages are plain objects with a
 * `source` of "roadshow" and a `type`; anything else is ignored. See docs/embedding.md.
 *
 * child → parent: { source: 'roadshow', type: 'scroll', offset, scrollTop }  offset = min(scrollTop, 103)
 * parent → child: { source: 'roadshow', type: 'backToTop' }
 */
export const EMBED_SCROLL_CAP = 103;

export interface ScrollMessage {
  source: 'roadshow';
  type: 'scroll';
  offset: number;
  scrollTop: number;
}

export interface BackToTopMessage {
  source: 'roadshow';
  type: 'backToTop';
}

export function scrollMessage(scrollTop: number): ScrollMessage {
  const top = Math.max(0, Math.round(scrollTop));
  return { source: 'roadshow', type: 'scroll', offset: Math.min(top, EMBED_SCROLL_CAP), scrollTop: top };
}

export function isBackToTopMessage(data: unknown): data is BackToTopMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Record<string, unknown>).source === 'roadshow' &&
    (data as Record<string, unknown>).type === 'backToTop'
  );
}

/** A parent origin may talk to us when it is our own or on the configured allowlist. */
export function isAllowedParentOrigin(origin: string, ownOrigin: string, allowlist: readonly string[]): boolean {
  return origin === ownOrigin || allowlist.includes(origin);
}
