import AntPopconfirm, { type PopconfirmProps } from 'antd/es/popconfirm';
import { useEffect, useId, useState } from 'react';
import { useReturnFocus } from '@/hooks/use-return-focus';

/**
 * Every "are you sure?" of the app: antd's Popconfirm, usable by keyboard. antd's opens in a
 * portal at the end of the page, where Tab from its button never arrives, and closing it (Escape,
 * a pick) left the focus on the page's body. Here its confirming button takes the focus once it
 * shows, Tab reaches Cancel, and once it closes the focus is back on the button that opened it.
 */
export function Popconfirm({ onOpenChange, rootClassName, ...props }: Omit<PopconfirmProps, 'open'>) {
  const [open, setOpen] = useState(false);
  // The popup's own class, to find its button: it is drawn in a portal, after this renders.
  const own = `confirm-${useId().replace(/[^\w-]/g, '')}`;
  useReturnFocus(open, '.ant-popconfirm');
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    // Opened again, the popup is still there from the last time, hidden until it shows: the
    // focus is tried until it lands.
    const focusOk = (tries: number) => {
      const ok = document.querySelector<HTMLElement>(`.${own} .ant-popconfirm-buttons .ant-btn-primary`);
      ok?.focus({ preventScroll: true });
      if (document.activeElement !== ok && tries > 0) frame = requestAnimationFrame(() => focusOk(tries - 1));
    };
    focusOk(30);
    return () => cancelAnimationFrame(frame);
  }, [open, own]);
  return (
    <AntPopconfirm
      {...props}
      rootClassName={[own, rootClassName].filter(Boolean).join(' ')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
