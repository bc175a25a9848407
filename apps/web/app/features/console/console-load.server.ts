import { data, redirect, type RouterContextProvider } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { ConsoleAccess } from '@roadshow/contracts/console';
import type { Lang } from '@roadshow/contracts/locale';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';

/** The API's refusals become the console's status pages (401, 403, 404); anything else is a 500. */
export async function consoleLoad<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError) {
      const status =
        error.code === 'UNAUTHORIZED' ? 401 : error.code === 'FORBIDDEN' ? 403 : error.code === 'NOT_FOUND' ? 404 : 0;
      if (status) throw data(null, { status });
    }
    throw error;
  }
}

/**
 * The company the console shows: `?company=` when the user may open it, else their first one;
 * 'forbidden' when `?company=` names a company the member has no role in (the operator, who may
 * open any, is sent to their first listed one instead).
 */
export function chosenCompany(access: ConsoleAccess, url: URL): number | 'forbidden' | null {
  const param = url.searchParams.get('company');
  const asked = Number(param);
  if (access.companies.some((company) => company.companyId === asked)) return asked;
  if (param && Number.isInteger(asked) && asked > 0 && !access.operator) return 'forbidden';
  return access.companies[0]?.companyId ?? null;
}

/**
 * The layout's data: who may use the console and for which company. Visitors get 401, users
 * without a role 403, and so does a member asking for another company's page (a link of theirs
 * never names one); a missing `?company=` is replaced by the user's first company.
 */
export async function loadConsoleAccess(request: Request, context: Readonly<RouterContextProvider>, lang: Lang) {
  const url = new URL(request.url);
  const api = serverApi(context, lang);
  const [access, user] = await Promise.all([
    api.call(contract.console.myConsoleAccess),
    api.userInfo().catch(() => null),
  ]);
  if (!user) throw data(null, { status: 401 });
  if (!access.member) throw data(null, { status: 403 });
  const companyId = chosenCompany(access, url);
  if (companyId === null || companyId === 'forbidden') throw data(null, { status: 403 });
  if (String(companyId) !== url.searchParams.get('company')) {
    url.searchParams.set('company', String(companyId));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { access, companyId, userName: user.nickName };
}

/** The `?company=` of a console URL (the layout makes sure it is there). */
export function companyParam(request: Request): number | null {
  const value = Number(new URL(request.url).searchParams.get('company'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The `:activityId` of a console URL; anything but a positive whole number is a 404. */
export function activityIdParam(params: { activityId?: string }): number {
  const activityId = Number(params.activityId);
  if (!Number.isInteger(activityId) || activityId < 1) throw new Response(null, { status: 404 });
  return activityId;
}
