import { BellFilled, BellOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popover from 'antd/es/popover';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { localizedField } from '@/lib/localize';
import type { Realtime } from '@/lib/realtime';
import { relativeLabel } from '@/lib/time';
import type { Notification, UserType } from '@/types/api';

/** Spec section 6: companies go to the applicant, everyone else to the company. */
function notificationLink(notification: Notification, userType: UserType): string | null {
  if (userType === 'company') return notification.applicant ? paths.applicant.getHref(notification.applicant.id) : null;
  return notification.company ? paths.company.getHref(notification.company.id) : null;
}

type Props = Pick<Realtime, 'notifications' | 'markNotificationsSeen'> & { userType: UserType };

export function NotificationBell({ notifications, markNotificationsSeen, userType }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const unread = notifications.some((notification) => !notification.is_read);

  const list = notifications.length ? (
    <div style={{ width: 320, maxHeight: 400, overflowY: 'auto' }}>
      {notifications.map((notification) => {
        const party = notification.applicant ?? notification.company;
        const picture = notification.applicant?.profile_picture ?? notification.company?.logo ?? undefined;
        const href = notificationLink(notification, userType);
        const body = (
          <div style={{ display: 'flex', gap: 12, padding: '8px 0' }}>
            <Avatar src={picture}>{party?.name.charAt(0)}</Avatar>
            <div>
              <Typography.Text strong={!notification.is_read}>{localizedField(notification, language, 'title')}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {relativeLabel(t, notification.time.time, notification.time.ago)}
              </Typography.Text>
            </div>
          </div>
        );
        return href ? (
          <Link key={notification.id} to={href}>
            {body}
          </Link>
        ) : (
          <div key={notification.id}>{body}</div>
        );
      })}
      {userType !== 'company' && (
        <Link to={paths.myApplications.getHref()}>{t('layout.notifications.myApplications')}</Link>
      )}
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.notifications.empty')} />
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('layout.notifications.title')} content={list}>
      <Button
        type="text"
        shape="circle"
        aria-label={t(unread ? 'layout.notifications.unread' : 'layout.notifications.title')}
        data-unread={unread}
        onMouseUp={markNotificationsSeen}
        icon={
          unread ? (
            <Badge dot>
              <BellFilled style={{ fontSize: 18 }} />
            </Badge>
          ) : (
            <BellOutlined style={{ fontSize: 18 }} />
          )
        }
      />
    </Popover>
  );
}
