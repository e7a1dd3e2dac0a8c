import { LogoutOutlined, SettingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { truncateEmail } from '@/lib/format';
import type { UserResponse } from '@/types/api';

/** The name shown for a user: a company's own name, a person's full name. */
function displayName(user: UserResponse): string {
  const person = `${user.first_name} ${user.last_name}`.trim();
  if (user.user_type === 'company') return user.profile?.name || person;
  return person;
}

function avatarOf(user: UserResponse): string | undefined {
  return (user.user_type === 'company' ? user.profile?.logo : user.profile?.profile_picture) ?? undefined;
}

export function SidebarFooter({ user, onLogout, onNavigate }: { user: UserResponse; onLogout: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <div style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', padding: 12 }}>
      <Link to={paths.settings.getHref()} onClick={onNavigate}>
        <Button type="text" block icon={<SettingOutlined aria-hidden />} style={{ justifyContent: 'flex-start' }}>
          {t('common.actions.settings')}
        </Button>
      </Link>
      {/* The AI token market, for every signed-in user. */}
      <Link to={paths.market.getHref()} onClick={onNavigate}>
        <Button type="text" block icon={<ShoppingCartOutlined aria-hidden />} style={{ justifyContent: 'flex-start' }}>
          {t('layout.titles.market')}
        </Button>
      </Link>
      <Button type="text" block icon={<LogoutOutlined aria-hidden />} onClick={onLogout} style={{ justifyContent: 'flex-start' }}>
        {t('common.actions.logout')}
      </Button>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 12 }} data-testid="sidebar-user">
        <Avatar src={avatarOf(user)} alt={name}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ display: 'block' }} ellipsis>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} title={user.email}>
            {truncateEmail(user.email)}
          </Typography.Text>
        </div>
      </div>
    </div>
  );
}
