import { useEffect } from 'react';
import { isAllowedParentOrigin, isBackToTopMessage, scrollMessage } from './embed-protocol.ts';

function parentOrigin(): string | undefined {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Inside a parent page: report the scroll position to the parent (offset capped at 103 px) and
 * scroll to the top when the parent asks. Only allowlisted parent origins are spoken to or heard.
 */
export function useEmbedBridge(allowlist: readonly string[]) {
  useEffect(() => {
    if (window.parent === window) return;
    const own = window.location.origin;
    const parent = parentOrigin();
    if (!parent || !isAllowedParentOrigin(parent, own, allowlist)) return;
    // Framed without ?embed=1 the server could not know: the class switches the theme colours now.
    document.body.classList.add('is-embedded');

    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => window.parent.postMessage(scrollMessage(window.scrollY), parent));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isAllowedParentOrigin(event.origin, own, allowlist)) return;
      if (isBackToTopMessage(event.data)) window.scrollTo({ top: 0, behavior: 'smooth' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('message', onMessage);
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('message', onMessage);
    };
  }, [allowlist]);
}
