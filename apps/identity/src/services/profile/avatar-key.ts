import { randomBytes } from 'node:crypto';

const CONTENT_TYPE = { jpg: 'image/jpeg', png: 'image/png' } as const;
export type AvatarExtension = keyof typeof CONTENT_TYPE;

// 128 random bits: the URL is the only permission to see an avatar, so it must not be guessable.
// Each upload gets a new key, so a key's picture never changes and may be cached for a year.
const AVATAR_KEY = /^[a-f0-9]{32}\.(jpg|png)$/;

export const newAvatarKey = (extension: AvatarExtension) => `${randomBytes(16).toString('hex')}.${extension}`;
export const isAvatarKey = (value: string) => AVATAR_KEY.test(value);
/** Where the picture lives in the file storage; the URL names only the key. */
export const avatarStorageKey = (avatarKey: string) => `avatars/${avatarKey}`;
export const avatarContentType = (extension: AvatarExtension) => CONTENT_TYPE[extension];
