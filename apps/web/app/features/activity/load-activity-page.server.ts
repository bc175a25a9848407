import { data } from 'react-router';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

/** A part of the page the viewer may be refused: its data, or the API's message saying why not. */
export type Gated<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

async function gated<T>(load: Promise<T>): Promise<Gated<T>> {
  try {
    return { ok: true, value: await load };
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'INTERNAL')
      return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/**
 * /tab/activityIndex?activityId=: everything the viewer may see, in one round of parallel calls
 * (each checked by the API for this viewer). An unknown or malformed id is the 404 page.
 */
export async function loadActivityPage(api: ApiClient, url: URL) {
  const activityId = Number(url.searchParams.get('activityId'));
  if (!Number.isInteger(activityId) || activityId < 1 || activityId > 2_147_483_647) throw data(null, { status: 404 });
  const calls = api.activity;
  try {
    const [detail, setting, status, content, guests, agenda, company, files, related] = await Promise.all([
      calls.detail(activityId),
      calls.setting(activityId),
      calls.signStatus(activityId),
      gated(calls.content(activityId)),
      gated(calls.guests(activityId)),
      calls.agenda(activityId),
      calls.company(activityId),
      gated(calls.files(activityId)),
      calls.related(activityId),
    ]);
    // Whether the viewer follows the company (the header's follow button); visitors follow nothing.
    const code = detail.company?.companyCode;
    const followed = code
      ? await api
          .followState({ targetType: 'company', code })
          .then((state) => state.followed)
          .catch(() => false)
      : false;
    return { detail, setting, status, content, guests, agenda, company, files, related, followed, origin: url.origin };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw data(null, { status: 404 });
    throw error;
  }
}

export type ActivityPageData = Awaited<ReturnType<typeof loadActivityPage>>;
