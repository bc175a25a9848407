// Line icons of the share panel, inline like components/icon.tsx so they cost no request.
const PATHS = {
  share: 'M18 2a3 3 0 1 1-2.2 5.1L8.9 11a3 3 0 0 1 0 2l6.9 3.9A3 3 0 1 1 15 19l-7-4a3 3 0 1 1 0-6l7-4a3 3 0 0 1 3-3Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  copy: 'M8 3h11v14h-2V5H8zM4 7h11v14H4zm2 2v10h7V9z',
  mail: 'M3 5h18v14H3zm2 2v.5l7 4.7 7-4.7V7zm14 2.9-7 4.6-7-4.6V17h14z',
  calendar: 'M7 2h2v2h6V2h2v2h4v17H3V4h4zm-2 8v9h14v-9zm0-2h14V6H5z',
  more: 'M5 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
} as const;

export function ShareIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
