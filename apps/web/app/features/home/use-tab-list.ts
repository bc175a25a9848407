import { useCallback, useRef, useState } from 'react';

interface TabListState<T> {
  tab: number;
  items: T[];
  loading: boolean;
  failed: boolean;
}

/**
 * A list whose first tab arrives with the page and whose other tabs load on demand. Answers are
 * kept per tab, and an answer for a tab the user already left is dropped.
 */
export function useTabList<T>(initial: { tab: number; items: T[] | null }, load: (tab: number) => Promise<T[]>) {
  const cache = useRef(new Map<number, T[]>(initial.items ? [[initial.tab, initial.items]] : []));
  const current = useRef(initial.tab);
  const [state, setState] = useState<TabListState<T>>({
    tab: initial.tab,
    items: initial.items ?? [],
    loading: false,
    failed: initial.items === null,
  });

  const select = useCallback(
    (tab: number) => {
      current.current = tab;
      const hit = cache.current.get(tab);
      if (hit) {
        setState({ tab, items: hit, loading: false, failed: false });
        return;
      }
      setState({ tab, items: [], loading: true, failed: false });
      load(tab).then(
        (items) => {
          cache.current.set(tab, items);
          if (current.current === tab) setState({ tab, items, loading: false, failed: false });
        },
        () => {
          if (current.current === tab) setState({ tab, items: [], loading: false, failed: true });
        },
      );
    },
    [load],
  );

  return { ...state, select, retry: () => select(state.tab) };
}
