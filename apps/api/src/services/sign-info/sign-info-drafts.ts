import {
  registrationDraftSchema,
  type RegistrationDraft,
  type SignInfoResult,
} from '@roadshow/contracts/registration-form';
import type { ApiContext } from '../../context.ts';
import { openSignInfo, sealSignInfo } from './sign-info-crypto.ts';
import { SIGN_INFO_TTL_MS, type SignInfoKey } from './sign-info-store.ts';

const boundTo = (key: SignInfoKey) => `${key.source}:${key.activityId}:${key.userId}`;

/** saveSignInfoToRedis (spec §7): keeps a half-filled form, encrypted, for 24 hours. */
export async function saveSignInfo(
  ctx: Pick<ApiContext, 'signInfo' | 'config' | 'now'>,
  key: SignInfoKey,
  form: RegistrationDraft,
): Promise<{ savedAt: string }> {
  const now = ctx.now();
  const plain = JSON.stringify({ form, savedAt: now.toISOString() });
  await ctx.signInfo.put(key, sealSignInfo(plain, ctx.config.tokenSecret, boundTo(key)), {
    now,
    expiresAt: new Date(now.getTime() + SIGN_INFO_TTL_MS),
  });
  return { savedAt: now.toISOString() };
}

/** getSignInfoFromRedis: the saved draft, or null (none, expired, or not readable with this secret). */
export async function loadSignInfo(
  ctx: Pick<ApiContext, 'signInfo' | 'config' | 'now'>,
  key: SignInfoKey,
): Promise<SignInfoResult> {
  const sealed = await ctx.signInfo.get(key, ctx.now());
  const plain = sealed ? openSignInfo(sealed, ctx.config.tokenSecret, boundTo(key)) : null;
  if (!plain) return null;
  const value = JSON.parse(plain) as { form: unknown; savedAt: string };
  const form = registrationDraftSchema.safeParse(value.form);
  return form.success ? { form: form.data, savedAt: value.savedAt } : null;
}
