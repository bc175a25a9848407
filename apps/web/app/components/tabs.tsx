import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrows move and select.
 * The caller renders the panel inside; it is labelled by the selected tab.
 */
export function Tabs(props: {
  label: string;
  items: { key: string; label: ReactNode }[];
  activeKey: string;
  onChange: (key: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${baseId}-tab-${key}`;

  const onKey = (event: KeyboardEvent) => {
    const keys = props.items.map((item) => item.key);
    const index = keys.indexOf(props.activeKey);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? keys.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = keys[(next + keys.length) % keys.length]!;
    props.onChange(key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(key))}`)?.focus();
  };

  return (
    <div className="tabs">
      <div ref={listRef} role="tablist" aria-label={props.label} className="tabs__list" onKeyDown={onKey}>
        {props.items.map((item) => {
          const selected = item.key === props.activeKey;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`tabs__tab${selected ? ' is-selected' : ''}`}
              onClick={() => props.onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(props.activeKey)} className="tabs__panel">
        {props.children}
      </div>
    </div>
  );
}
