import { MenuOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useRealtime } from '@/lib/realtime';
import type { UserResponse } from '@/types/api';
import { LanguagePicker } from './language-picker';
import { NotificationBell } from './notification-bell';
import { postJobButton } from './post-job';

const ROOMY_SCREEN = '(min-width: 576px)';

/** `title` is the translation key of the page's heading. */
export function TopBar({ user, title, onToggleMenu }: { user: UserResponse; title?: string; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { unreadNotifications, markSeen } = useRealtime();
  const button = postJobButton(pathname, user);
  // On a phone the page's name needs the room: the post-job button keeps its icon only.
  const roomy = useMediaQuery(ROOMY_SCREEN);

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        background: 'var(--ant-color-bg-container, #fff)',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('layout.toggleMenu')} onClick={onToggleMenu} />
      {/* On a phone a long name ("Workforce planning", "İşçi qüvvəsinin planlaşdırılması") takes two smaller lines rather than losing its end. */}
      <Typography.Title
        level={4}
        style={roomy ? { margin: 0, flex: 1, minWidth: 0 } : { margin: 0, flex: 1, minWidth: 0, fontSize: 15, lineHeight: 1.25 }}
        ellipsis={roomy ? true : { rows: 2 }}
      >
        {title ? t(title) : ''}
      </Typography.Title>
      {button && (
        <Link to={paths.postJob.getHref()}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} aria-label={roomy ? undefined : t(`layout.${button}`)}>
            {roomy ? t(`layout.${button}`) : null}
          </Button>
        </Link>
      )}
      <LanguagePicker />
      <NotificationBell unread={unreadNotifications > 0} markSeen={markSeen} userType={user.user_type} />
    </Layout.Header>
  );
}
