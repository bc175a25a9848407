import { Link } from 'react-router';

/** Tabs that are links: each tab is a URL, so it is server-rendered, shareable and kept on reload. */
export function LinkTabs(props: {
  label: string;
  tabs: { key: string | number; label: string; href: string; current: boolean }[];
}) {
  return (
    <nav className="link-tabs" aria-label={props.label}>
      {props.tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.href}
          className={`link-tabs__tab${tab.current ? ' is-selected' : ''}`}
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
