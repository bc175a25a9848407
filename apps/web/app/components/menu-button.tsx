import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** A link item: internal paths use client navigation, external ones open a new window. */
  href?: string;
  external?: boolean;
  /** A page outside this app on our own site (the identity service): a plain link, same window. */
  document?: boolean;
  /** What choosing the item does; for link items it runs before the navigation. */
  onSelect?: () => void;
  lang?: string;
}

/**
 * The WAI-ARIA menu button: opens on click, Enter, Space, ArrowDown or hover; arrows move between
 * items; Escape closes and returns focus to the button. Small enough for the header of every page.
 */
export function MenuButton(props: {
  label: ReactNode;
  buttonLabel?: string;
  buttonClassName?: string;
  items: MenuItem[];
  align?: 'start' | 'end';
  openOnHover?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  const itemElements = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const items = itemElements();
    items[(index + items.length) % items.length]?.focus();
  };
  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = itemElements();
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const hover = props.openOnHover ?? true;
  return (
    <div
      ref={rootRef}
      className={`menu-button${open ? ' is-open' : ''}`}
      onPointerEnter={(event) => {
        if (!hover || event.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!hover || event.pointerType !== 'mouse') return;
        closeTimer.current = setTimeout(() => setOpen(false), 150);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={props.buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={props.buttonLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
      >
        {props.label}
      </button>
      <ul
        id={menuId}
        role="menu"
        className={`menu-button__menu menu-button__menu--${props.align ?? 'start'}`}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {props.items.map((item) => (
          <li role="none" key={item.key}>
            {item.href && item.document ? (
              <a role="menuitem" href={item.href} onClick={() => close()}>
                {item.label}
              </a>
            ) : item.href && item.external ? (
              <a
                role="menuitem"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => {
                  close();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </a>
            ) : item.href ? (
              <Link
                role="menuitem"
                to={item.href}
                onClick={() => {
                  close();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                role="menuitem"
                lang={item.lang}
                onClick={() => {
                  close();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
