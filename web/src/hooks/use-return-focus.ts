import { useEffect, useLayoutEffect, useRef } from 'react';

/** Focus is lost when it sits nowhere, or still in the overlay (`within`, a selector) that is closing. */
function focusLost(within: string): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest(within) !== null;
}

/**
 * Gives focus back to the element that held it when an overlay opened, once the overlay closes
 * or goes away. antd does so only at the end of its closing animation, which never comes for a
 * dialog its screen unmounts on closing (most are mounted afresh for each opening): focus was
 * left on the page's body, and a keyboard user at its top.
 */
export function useReturnFocus(open: boolean, within = '[role="dialog"]') {
  const opener = useRef<HTMLElement | null>(null);
  // Before any effect of the overlay's own moves focus into it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  // A passive cleanup: it runs after the overlay's focus trap (a passive effect of its children)
  // has let go, which would otherwise pull focus straight back in.
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected && focusLost(within)) target.focus({ preventScroll: true });
    };
  }, [open, within]);
}
