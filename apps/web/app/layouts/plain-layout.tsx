import { Outlet } from 'react-router';

/** Spec §2 plain layout: no navigation; mobile pages and hand-off pages. */
export default function PlainLayout() {
  return (
    <div className="plain-layout">
      <Outlet />
    </div>
  );
}
