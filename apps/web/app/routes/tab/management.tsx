import { MyFollows } from '../../features/follow/my-follows.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import { loadMyFollows } from '../../lib/my-follows.server.ts';
import type { Route } from './+types/management';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { follows: await loadMyFollows(serverApi(context, langFromRequest(request))) };
}

/** Spec §2 /tab/management, in the header layout: the user's follow management (decision 013). */
export default function Management({ loaderData }: Route.ComponentProps) {
  return <MyFollows follows={loaderData.follows} />;
}
