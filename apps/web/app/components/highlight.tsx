/** Text with the given [start, length] ranges wrapped in <mark>; the text is never parsed as HTML. */
export function Highlight({ text, ranges }: { text: string; ranges: [number, number][] }) {
  const sorted = [...ranges].filter(([start, length]) => start >= 0 && length > 0).sort((a, b) => a[0] - b[0]);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, length] of sorted) {
    if (start < at || start >= text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
