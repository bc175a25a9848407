import { data } from 'react-router';
import type { Lang } from '@roadshow/contracts/locale';
import { profileFormSchema, type UserProfile } from '@roadshow/contracts/profile';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { loginRedirect } from './load-my-center.server.ts';
import { profileValues, serverProfileErrors, zodProfileErrors, type ProfileErrors } from './profile-errors.ts';

export type SaveProfileResult =
  | { ok: true; profile: UserProfile; savedAt: number }
  | { ok: false; errors: ProfileErrors; message: string; submittedAt: number };

/**
 * The form's action, which also serves a browser without JavaScript: the same schema as in the
 * page, then updateUserInfo, whose refusals (restricted words, unknown region) come back next to
 * their fields.
 */
export async function saveProfile(options: { api: ApiClient; request: Request; identityUrl: string; lang: Lang }) {
  const { api, request, identityUrl, lang } = options;
  const submittedAt = Date.now();
  const parsed = profileFormSchema().safeParse(profileValues(await request.formData()));
  if (!parsed.success) {
    const result: SaveProfileResult = {
      ok: false,
      errors: zodProfileErrors(parsed.error, lang),
      message: '',
      submittedAt,
    };
    return data(result, { status: 400 });
  }
  try {
    const profile = await api.updateUserInfo(parsed.data);
    return data({ ok: true, profile, savedAt: submittedAt } satisfies SaveProfileResult);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'UNAUTHORIZED') loginRedirect(request, identityUrl, lang);
    const result: SaveProfileResult = {
      ok: false,
      errors: serverProfileErrors(error.fields),
      message: error.message,
      submittedAt,
    };
    return data(result, { status: error.code === 'NETWORK' ? 503 : error.code === 'INTERNAL' ? 500 : 400 });
  }
}
