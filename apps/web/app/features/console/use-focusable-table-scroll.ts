import { useEffect, useRef } from 'react';

/**
 * A table wider than the console's content scrolls sideways in antd's own box
 * (`.ant-table-content`, which also keeps `fixed` columns in view), and that box takes no focus:
 * keyboard users could not scroll it (axe: scrollable-region-focusable). Put the returned ref on an
 * element around the Table: the box becomes a labelled region in the tab order. After every render,
 * since antd may draw the box anew.
 */
export function useFocusableTableScroll<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  });
  return ref;
}
