import { BellFilled, BellOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popover from 'antd/es/popover';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { localizedField } from '@/lib/localize';
import { useNotifications } from '@/lib/notifications';
import { relativeLabel } from '@/lib/time';
import type { Notification, User } from '@/types/api';

type UserType = User['user_type'];

/** Companies and their employees go to the application, job seekers to their applications. */
function notificationLink(notification: Notification, userType: UserType): string {
  return userType === 'jobseeker' ? paths.myApplications.getHref() : paths.applicant.getHref(notification.application_id);
}

function NotificationList({ userType, onNavigate }: { userType: UserType; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notifications = useNotifications(true);

  if (notifications.isPending) return <Spin style={{ display: 'block', margin: 16 }} />;
  if (!notifications.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.notifications.empty')} />;
  return (
    <div style={{ width: 320, maxHeight: 400, overflowY: 'auto' }} data-testid="notifications">
      {notifications.data.map((notification) => {
        const party = notification.applicant
          ? { name: notification.applicant.name, picture: notification.applicant.profile_picture }
          : { name: notification.company?.name ?? null, picture: notification.company?.logo ?? null };
        return (
          <Link key={notification.id} to={notificationLink(notification, userType)} onClick={onNavigate} style={{ color: 'inherit' }}>
            <div style={{ display: 'flex', gap: 12, padding: '8px 0' }}>
              <Avatar src={party.picture ?? undefined}>{party.name?.charAt(0)}</Avatar>
              <div>
                <Typography.Text strong={!notification.is_read}>{localizedField(notification, language, 'title')}</Typography.Text>
                {party.name && (
                  <>
                    <br />
                    <Typography.Text>{party.name}</Typography.Text>
                  </>
                )}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {relativeLabel(t, notification.time.time, notification.time.ago)}
                </Typography.Text>
              </div>
            </div>
          </Link>
        );
      })}
      {userType === 'jobseeker' && (
        <Link to={paths.myApplications.getHref()} onClick={onNavigate}>
          {t('layout.notifications.myApplications')}
        </Link>
      )}
    </div>
  );
}

type Props = { unread: boolean; markSeen: () => void; userType: UserType };

/** Spec section 2: a different icon while anything is unread; releasing the click marks all seen. */
export function NotificationBell({ unread, markSeen, userType }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('layout.notifications.title')}
      content={open ? <NotificationList userType={userType} onNavigate={() => setOpen(false)} /> : null}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={t(unread ? 'layout.notifications.unread' : 'layout.notifications.title')}
        data-unread={unread}
        onMouseUp={markSeen}
        icon={
          // The icon changes as the release marks all seen; were it the click's target, the
          // popover would take the click for one outside it (the node is gone) and close.
          <span style={{ pointerEvents: 'none', display: 'inline-flex' }}>
            {unread ? (
              <Badge dot>
                <BellFilled style={{ fontSize: 18 }} />
              </Badge>
            ) : (
              <BellOutlined style={{ fontSize: 18 }} />
            )}
          </span>
        }
      />
    </Popover>
  );
}
