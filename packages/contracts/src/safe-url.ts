const hasControlOrBackslash = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || char === '\\';
  });

/**
 * The URL a browser may be sent to, or null when it would leave our sites. The URL parser decides,
 * never string matching, so `//evil`, `https:evil`, `evil@host`, encoded and control-character
 * forms all land on their real origin. Relative values resolve against `ownOrigin`.
 */
export function resolveAllowedUrl(
  value: string,
  ownOrigin: string,
  allowedOrigins: readonly string[] = [],
): URL | null {
  if (value.length > 2048 || hasControlOrBackslash(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ownOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const origins = new Set([new URL(ownOrigin).origin, ...allowedOrigins.map((origin) => new URL(origin).origin)]);
  return origins.has(url.origin) ? url : null;
}
