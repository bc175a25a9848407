import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Half-filled forms carry ID numbers, so they are encrypted wherever they are kept (DESIGN §6):
// AES-256-GCM, a key derived from the server secret, a fresh IV per value, "v1.<iv>.<tag>.<data>".
// The key (user, activity, source) is bound as associated data: a value copied under another key
// does not decrypt.
const keyFrom = (secret: string) => createHash('sha256').update(`roadshow-sign-info:${secret}`).digest();

export function sealSignInfo(plain: string, secret: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value was not sealed with this secret for this key. */
export function openSignInfo(sealed: string, secret: string, boundTo: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
