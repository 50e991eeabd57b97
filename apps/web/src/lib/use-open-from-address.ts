import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens a screen's form when the address asks for it (`?new=1`, from the command palette's "New
 * product"), then takes the ask out of the address so a reload or Back does not open it again.
 */
export function useOpenFromAddress(open: () => void, param = 'new'): void {
  const [params, setParams] = useSearchParams();
  const isAsked = params.has(param);
  useEffect(() => {
    if (!isAsked) return;
    open();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
    // Only the ask opens it; `open` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAsked]);
}
