// The handful of line icons the shell needs, inline so they cost no request and no icon library.
const PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  down: 'M5.3 8.3 12 15l6.7-6.7 1.4 1.4L12 17.8 3.9 9.7z',
  left: 'M15.7 4.3 8 12l7.7 7.7-1.4 1.4L5.2 12l9.1-9.1z',
  right: 'M8.3 4.3 16 12l-7.7 7.7 1.4 1.4 9.1-9.1-9.1-9.1z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm6.9 9a8 8 0 0 0-3.5-5.9c.6 1.6 1 3.6 1.1 5.9h2.4ZM12 4.1c-.7.9-1.6 3.1-1.7 6.9h3.4c-.1-3.8-1-6-1.7-6.9ZM8.6 5.1A8 8 0 0 0 5.1 11h2.4c.1-2.3.5-4.3 1.1-5.9ZM5.1 13a8 8 0 0 0 3.5 5.9c-.6-1.6-1-3.6-1.1-5.9H5.1Zm5.2 0c.1 3.8 1 6 1.7 6.9.7-.9 1.6-3.1 1.7-6.9h-3.4Zm5.1 5.9a8 8 0 0 0 3.5-5.9h-2.4c-.1 2.3-.5 4.3-1.1 5.9Z',
  eye: 'M12 5c5 0 8.7 3.6 10 7-1.3 3.4-5 7-10 7s-8.7-3.6-10-7c1.3-3.4 5-7 10-7Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  play: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-2 6v8l6-4z',
  inbox: 'M4 4h16l2 9v7H2v-7zm1.6 2-1.3 6H9a3 3 0 0 0 6 0h4.7l-1.3-6z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
