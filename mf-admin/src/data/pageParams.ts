import { useCallback } from 'react';
import { useSearchParams } from '@cigogne/ui/router';

/**
 * A list's page and its other criteria (sort, filter) in the address (?page=2&status=404), so
 * reload, back and a shared link show the same page. Changing a criterion (sort, filter) goes back
 * to page 1 unless `keepPage` (a selection on the current page).
 */
export function usePageParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k)])) as Record<Key, string | null>;

  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  const setValue = useCallback(
    (key: Key, value: string | null, { keepPage = false } = {}) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (!keepPage) copy.delete('page');
        if (value === null) copy.delete(key);
        else copy.set(key, value);
        return copy;
      }),
    [setParams],
  );
  return { page, values, setPage, setValue };
}
