import Badge from 'antd/es/badge';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd';
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useStoredState } from '@/hooks/use-stored-state';
import { useRealtime } from '@/lib/realtime';
import type { UserResponse } from '@/types/api';
import { menuFor, type MenuEntry } from './menus';

type MenuItem = Required<MenuProps>['items'][number];

const OPEN_MENUS_KEY = 'hire.menu.open';

export function SideMenu({ user, onNavigate }: { user: UserResponse; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { unreadCount: unreadMessages } = useRealtime();
  // Per session: a new tab starts with the sub-menus folded.
  const [openKeys, setOpenKeys] = useStoredState<string[]>(OPEN_MENUS_KEY, [], 'session');

  const items = useMemo(() => {
    const label = (entry: MenuEntry) => {
      const text = t(`layout.menu.${entry.label}`);
      // A name longer than the drawer is cut with an ellipsis; hovering it reads it whole.
      if (!entry.path) return <span title={text}>{text}</span>;
      const badge =
        entry.path === paths.messages.path && unreadMessages > 0 ? (
          <span data-testid="messages-badge">
            <Badge count={unreadMessages} size="small" style={{ marginInlineStart: 8 }} />
          </span>
        ) : null;
      return (
        <Link to={entry.path} onClick={onNavigate} title={text}>
          {text}
          {badge}
        </Link>
      );
    };
    const toItem = (entry: MenuEntry): MenuItem => {
      // The entry's text names it: the icon's own label is its English name ("search").
      const icon = entry.icon ? createElement(entry.icon, { 'aria-hidden': true }) : undefined;
      if (entry.section) {
        return { type: 'group', key: entry.key, label: label(entry), children: entry.children?.map(toItem) };
      }
      if (entry.children) return { key: entry.key, icon, label: label(entry), children: entry.children.map(toItem) };
      return { key: entry.key, icon, label: label(entry) };
    };
    return menuFor(user).map(toItem);
  }, [user, t, unreadMessages, onNavigate]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
