import { createHash } from 'node:crypto';
import { signFileUrl, verifyFileUrl } from './signed-url.ts';

/**
 * The platform's grant to read one registration-form picture (decision 061). The pictures live in
 * the identity service, whose links only it can sign; the API, once it has checked the sponsor's
 * console permission, signs a grant of a minute for each key with a key derived from the secret
 * both processes share (TOKEN_SECRET), and the identity service answers a grant with its own
 * five-minute link. The derivation's prefix keeps a grant from being a file link and back.
 */
export const imageGrantKey = (sharedSecret: string) =>
  createHash('sha256').update(`roadshow-image-grant:${sharedSecret}`).digest();

/** `key=…&expires=…&signature=…`, valid until `expiresAt`. */
export const signImageGrant = (options: { key: string; expiresAt: Date; sharedSecret: string }) =>
  signFileUrl({
    key: options.key,
    expiresAt: options.expiresAt,
    secret: imageGrantKey(options.sharedSecret),
    basePath: '',
  }).slice(1);

/** The key a genuine, unexpired grant names, or null. */
export function verifyImageGrant(grant: string, sharedSecret: string, now: Date): string | null {
  const query = new URLSearchParams(grant);
  const key = query.get('key');
  const genuine = verifyFileUrl({
    key,
    expires: query.get('expires'),
    signature: query.get('signature'),
    secret: imageGrantKey(sharedSecret),
    now,
  });
  return genuine ? key : null;
}
