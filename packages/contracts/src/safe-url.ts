const hasControlOrBackslash = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || char === '\\';
  });

/** `//evil/`, `/\\evil/`: a path whose first segment is empty. */
const LEADING_SLASHES = /^[/\\]{2,}/;

/**
 * The path form of a URL on our own origin (path, query, fragment), for a relative Location. It
 * always starts with exactly one slash: `//evil.example/` or `/\\evil.example/` would make the
 * browser leave for another host.
 */
export function localPath(url: URL): string {
  return `${url.pathname.replace(LEADING_SLASHES, '/')}${url.search}${url.hash}`;
}

/**
 * The URL a browser may be sent to, or null when it would leave our sites. The URL parser decides,
 * never string matching, so `//evil`, `https:evil`, `evil@host`, encoded and control-character
 * forms all land on their real origin. Relative values resolve against `ownOrigin`. The path keeps
 * one leading slash (see localPath).
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
  // Normalised first: `https://ours//evil/` and `/.//evil/` resolve to a path that starts with two
  // slashes, which every later relative use of the path would turn into a jump to `evil`.
  if (LEADING_SLASHES.test(url.pathname)) url.pathname = url.pathname.replace(LEADING_SLASHES, '/');
  const origins = new Set([new URL(ownOrigin).origin, ...allowedOrigins.map((origin) => new URL(origin).origin)]);
  return origins.has(url.origin) ? url : null;
}
