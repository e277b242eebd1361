import { useSearchParams } from '@cigogne/ui/router';
import { useEffect } from 'react';
import { isHttpUrl } from './httpUrl';
import { ADD_PARAM } from './sharedLink';

/**
 * The owner's list page opened with `?add=<product address>` (the share page sends it there):
 * hands the address to `open` once, then takes the parameter out of the address bar, so a reload
 * or a bookmark of the page does not read the product again.
 */
export function useAddParam(open: (url: string) => void) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(ADD_PARAM);
  useEffect(() => {
    if (raw === null) return;
    if (isHttpUrl(raw)) open(raw);
    setParams(
      (current) => {
        current.delete(ADD_PARAM);
        return current;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address brought in
  }, [raw]);
}
