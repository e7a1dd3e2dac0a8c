import { BellFilled, BellOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popover from 'antd/es/popover';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { statusById } from '@/lib/application-status';
import { useLanguage } from '@/lib/i18n';
import { localizedField } from '@/lib/localize';
import { groupNotifications, useNotifications, type NotificationGroup } from '@/lib/notifications';
import { agoMoment } from '@/lib/time';
import type { Notification, UserResponse } from '@/types/api';

type UserType = UserResponse['user_type'];

type Party = { id: string; name: string | null; picture: string | null };

function partyOf(notification: Notification): Party | null {
  if (notification.applicant) return { id: notification.applicant.id, name: notification.applicant.name ?? null, picture: notification.applicant.profile_picture ?? null };
  if (notification.company) return { id: notification.company.id, name: notification.company.name ?? null, picture: notification.company.logo ?? null };
  return null;
}

/** "Ada Lovelace, Alan Turing and 3 more": the first names of a group, and how many besides. */
function namesOf(t: TFunction, parties: Party[]): string {
  const names = parties.flatMap((party) => (party.name ? [party.name] : []));
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? t('layout.notifications.andMore', { names: shown, count: names.length - 2 }) : shown;
}

function Line({ avatar, title, bold, details, time }: { avatar: ReactNode; title: ReactNode; bold: boolean; details: ReactNode[]; time: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, padding: '8px 0' }}>
      {avatar}
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong={bold}>{title}</Typography.Text>
        {details.map((detail, index) => (
          <div key={index}>{detail}</div>
        ))}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {time}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * One line of the list. The company side goes to the applicant page, or for a group to the
 * job's pipeline; a job seeker to their applications, and by the company's name to its page.
 */
function NotificationLine({ group, userType, receivedAt, onNavigate }: { group: NotificationGroup; userType: UserType; receivedAt: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [latest] = group.items;
  const parties = group.items.flatMap((item) => partyOf(item) ?? []);
  const party = parties[0] ?? null;
  const bold = group.items.some((item) => !item.is_read);
  const at = agoMoment(latest.time.time, latest.time.ago, receivedAt);
  const time = at && <RelativeTime at={at} />;
  const job = latest.job_title ? <Typography.Text type="secondary">{latest.job_title}</Typography.Text> : null;
  const avatar = (
    <Avatar src={party?.picture ?? undefined} style={{ flex: 'none' }}>
      {party?.name?.charAt(0)}
    </Avatar>
  );
  if (userType === 'jobseeker') {
    return (
      <Line
        avatar={avatar}
        bold={bold}
        title={
          <Link to={paths.myApplications.getHref()} onClick={onNavigate} style={{ color: 'inherit' }}>
            {localizedField(latest, language, 'title')}
          </Link>
        }
        details={[
          party?.name ? (
            <Link key="company" to={paths.company.getHref(party.id)} onClick={onNavigate}>
              {party.name}
            </Link>
          ) : null,
          job,
        ].filter(Boolean)}
        time={time}
      />
    );
  }
  const grouped = group.items.length > 1;
  const title = grouped
    ? t(`layout.notifications.grouped.${statusById(latest.status) === 'applied' ? 'applied' : 'other'}`, {
        count: group.items.length,
        job: latest.job_title ?? '',
        title: localizedField(latest, language, 'title'),
      })
    : localizedField(latest, language, 'title');
  const names = namesOf(t, parties);
  return (
    <Link to={grouped ? paths.myJob.getHref(latest.job_id) : paths.applicant.getHref(latest.application_id)} onClick={onNavigate} style={{ color: 'inherit' }}>
      <Line avatar={avatar} bold={bold} title={title} details={[names ? <Typography.Text key="names">{names}</Typography.Text> : null, grouped ? null : job].filter(Boolean)} time={time} />
    </Link>
  );
}

function NotificationList({ userType, onNavigate }: { userType: UserType; onNavigate: () => void }) {
  const { t } = useTranslation();
  const notifications = useNotifications(true);

  if (notifications.isPending) return <Spin style={{ display: 'block', margin: 16 }} />;
  if (!notifications.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.notifications.empty')} />;
  return (
    <div style={{ width: 320, maxHeight: 400, overflowY: 'auto' }} data-testid="notifications">
      {groupNotifications(notifications.data).map((group) => (
        <div key={group.key} data-testid="notification">
          <NotificationLine group={group} userType={userType} receivedAt={notifications.dataUpdatedAt} onNavigate={onNavigate} />
        </div>
      ))}
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
                <BellFilled aria-hidden style={{ fontSize: 18 }} />
              </Badge>
            ) : (
              <BellOutlined aria-hidden style={{ fontSize: 18 }} />
            )}
          </span>
        }
      />
    </Popover>
  );
}
