import AntdDrawer, { type DrawerProps } from 'antd/es/drawer';
import { useReturnFocus } from '@/hooks/use-return-focus';

/** Every drawer of the app: antd's Drawer, giving focus back to what opened it (`useReturnFocus`). */
export function Drawer({ open = false, ...props }: DrawerProps) {
  useReturnFocus(open);
  return <AntdDrawer open={open} {...props} />;
}
