import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import { Popconfirm } from '@/components/ui/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useCreateScheduleFeed } from '../api/create-schedule-feed';
import { useScheduleFeed } from '../api/get-schedule-feed';
import { useRevokeScheduleFeed } from '../api/revoke-schedule-feed';
import { formatDate } from '../utils/format';

/** The interviews as a calendar feed to subscribe to in Google Calendar or Outlook. */
export function ScheduleFeedCard() {
  const { t } = useTranslation();
  const feed = useScheduleFeed();
  const create = useCreateScheduleFeed();
  const revoke = useRevokeScheduleFeed();
  const active = feed.data?.active ?? false;
  // The server answers the secret address only when it makes it: shown until the page is left.
  const url = active ? create.data?.url : undefined;

  return (
    <Card title={t('jobs.schedule.feed.title')} loading={feed.isPending}>
      {url ? (
        <>
          <Input
            readOnly
            value={url}
            aria-label={t('jobs.schedule.feed.url')}
            onFocus={(event) => event.target.select()}
            suffix={<Typography.Text copyable={{ text: url }} />}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('jobs.schedule.feed.help')}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph type="secondary">
          {active ? t('jobs.schedule.feed.active', { date: formatDate(feed.data?.created_at) }) : t('jobs.schedule.feed.text')}
        </Typography.Paragraph>
      )}
      {active ? (
        <Space wrap>
          <Popconfirm
            title={t('jobs.schedule.feed.replaceConfirm')}
            okText={t('jobs.schedule.feed.replace')}
            cancelText={t('common.actions.cancel')}
            onConfirm={() => create.mutate()}
          >
            <Button loading={create.isPending}>{t('jobs.schedule.feed.replace')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('jobs.schedule.feed.offConfirm')}
            okText={t('jobs.schedule.feed.off')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.actions.cancel')}
            onConfirm={() => revoke.mutate(undefined, { onSuccess: () => create.reset() })}
          >
            <Button danger loading={revoke.isPending}>
              {t('jobs.schedule.feed.off')}
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <Button type="primary" loading={create.isPending} onClick={() => create.mutate()}>
          {t('jobs.schedule.feed.create')}
        </Button>
      )}
    </Card>
  );
}
