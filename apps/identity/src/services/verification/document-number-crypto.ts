import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// DESIGN §6: identity document numbers are encrypted at rest. AES-256-GCM with a key derived from
// the service secret; each value carries its own IV and tag: "v1.<iv>.<tag>.<ciphertext>".
const keyFrom = (secret: string) => createHash('sha256').update(`roadshow-id-numbers:${secret}`).digest();

export function encryptDocumentNumber(number: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const data = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

export function decryptDocumentNumber(stored: string, secret: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown document number format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** All but the last four characters hidden. */
export const maskDocumentNumber = (tail: string | null, length = 18) =>
  tail ? `${'*'.repeat(Math.max(length - tail.length, 4))}${tail}` : '';
