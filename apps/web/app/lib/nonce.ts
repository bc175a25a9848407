import { createContext, useContext } from 'react';

/**
 * The page's CSP nonce as the server renders it: entry.server.tsx provides the one it gives
 * <ServerRouter>, which React Router's own <Scripts> and <ScrollRestoration> fall back to. The
 * root's data carries it too, but not on an error page whose root loader threw or never ran (a 405),
 * and a gate without it would be refused by the policy, so the page would never hydrate.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(fromData: string | undefined): string | undefined {
  return useContext(NonceContext) ?? fromData;
}
