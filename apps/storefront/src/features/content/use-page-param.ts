import { type RefObject, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from './blog-paths.ts';

/**
 * The list page kept in the address (`?page=2`), so it survives a reload and the back button;
 * changing it scrolls back to `top`.
 */
export function usePageParam(top: RefObject<HTMLElement | null>): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { preventScrollReset: true },
      );
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setParams, top],
  );
  return [page, setPage];
}
