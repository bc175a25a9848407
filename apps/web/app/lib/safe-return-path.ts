import { localPath, resolveAllowedUrl } from '@roadshow/contracts/safe-url';

/** A path on this site to send the browser to, or '/' when the value would leave it. */
export function safeReturnPath(value: string | null | undefined, origin: string): string {
  const url = value ? resolveAllowedUrl(value, origin) : null;
  return url ? localPath(url) : '/';
}
