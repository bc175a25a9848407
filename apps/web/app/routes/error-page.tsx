import { data } from 'react-router';
import { StatusPage, type StatusCode } from '../components/status-page.tsx';
import type { Route } from './+types/error-page';

const CODES: readonly StatusCode[] = [401, 403, 404, 500];

/** /error/401, /error/403, /error/404, /error/500, answered with their own status. */
export function loader({ params }: Route.LoaderArgs) {
  const code = Number(params.code) as StatusCode;
  if (!CODES.includes(code)) throw data(null, { status: 404 });
  return data({ code }, { status: code });
}

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  return <StatusPage code={loaderData.code} />;
}
