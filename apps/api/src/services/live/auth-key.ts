import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The "type A" URL signing of CDN live services (Alibaba Cloud, Tencent Cloud and others take the same
 * shape): `auth_key = {expires}-{rand}-{uid}-{md5("{path}-{expires}-{rand}-{uid}-{key}")}`, where
 * `expires` is a Unix time in seconds and `path` the URL path without the query. The edge recomputes
 * the hash with the shared key and refuses a link after `expires`, so a leaked link dies quickly and
 * names the viewer it was made for.
 */
export function signAuthKey(options: { path: string; key: string; uid: string; expiresAt: Date; rand?: string }) {
  const expires = Math.floor(options.expiresAt.getTime() / 1000);
  const rand = options.rand ?? randomBytes(8).toString('hex');
  const uid = options.uid.replace(/[^\w]/g, '') || '0';
  const hash = md5(`${options.path}-${expires}-${rand}-${uid}-${options.key}`);
  return `${expires}-${rand}-${uid}-${hash}`;
}

/** Whether an auth_key is well formed, made with this key for this path, and not yet expired. */
export function verifyAuthKey(options: { path: string; key: string; authKey: string; now: Date }): boolean {
  const parts = options.authKey.split('-');
  if (parts.length !== 4) return false;
  const [expiresText, rand, uid, hash] = parts as [string, string, string, string];
  if (!/^\d{1,12}$/.test(expiresText) || !/^\w{1,64}$/.test(rand) || !/^\w{1,64}$/.test(uid)) return false;
  if (!/^[0-9a-f]{32}$/.test(hash)) return false;
  if (Number(expiresText) * 1000 < options.now.getTime()) return false;
  const expected = Buffer.from(md5(`${options.path}-${expiresText}-${rand}-${uid}-${options.key}`));
  return timingSafeEqual(expected, Buffer.from(hash));
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
