/** Spec §2: a phone is an iOS or Android user agent. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return /android|iphone|ipad|ipod/i.test(userAgent ?? '');
}
