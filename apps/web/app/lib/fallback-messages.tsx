import { createContext, useContext } from 'react';
import type { Lang } from '@roadshow/contracts/locale';
import type { Messages } from '../i18n/i18n.ts';

/**
 * The language and messages of an error page whose loaders did not run. React Router answers a 405
 * (a form posted to a page that takes none, a method no page takes) without running the loaders
 * from the error's boundary down, and the root's own too when the boundary is the root's: the page
 * then lacks what those loaders send (the request's language, the shell's and the layout's
 * messages, decision 065) and would show raw keys in the default language. entry.server.tsx works
 * them out from the request (fallback-messages.server.ts); the page carries them in a JSON script,
 * so the render that hydrates it in the browser reads the same texts.
 */
export interface FallbackMessages {
  lang: Lang;
  messages: Messages;
}

export const FallbackMessagesContext = createContext<FallbackMessages | undefined>(undefined);

const ELEMENT_ID = 'fallback-messages';
let written: FallbackMessages | undefined | null = null;

/** On the server what entry.server.tsx provides; in the browser what the server wrote into the page. */
export function useFallbackMessages(): FallbackMessages | undefined {
  const given = useContext(FallbackMessagesContext);
  if (given || import.meta.env.SSR) return given;
  if (written === null) {
    const text = document.getElementById(ELEMENT_ID)?.textContent;
    written = text ? (JSON.parse(text) as FallbackMessages) : undefined;
  }
  return written;
}

/** Data, not a script that runs (so no nonce); `<` escaped, so no text in it can end the element. */
export function FallbackMessagesData({ value }: { value: FallbackMessages }) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
