import { Outlet } from 'react-router';
import { pageLocaleData } from '../i18n/page-messages.server.ts';
import { langFromRequest, revalidatePageMessages } from '../lib/lang.ts';
import type { Route } from './+types/plain-layout';

// Decision 065: the page's message namespaces (and antd's texts where it has antd), by its pattern.
export function loader({ request, pattern }: Route.LoaderArgs) {
  return pageLocaleData(langFromRequest(request), pattern);
}

export const shouldRevalidate = revalidatePageMessages;

/** Spec §2 plain layout: no navigation; mobile pages and hand-off pages. */
export default function PlainLayout() {
  return (
    <div className="plain-layout">
      <Outlet />
    </div>
  );
}
