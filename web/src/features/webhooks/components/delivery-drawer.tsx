import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { Table } from '@/components/ui/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer';
import type { WebhookAttempt, WebhookDeliveryDetail } from '@/types/webhooks';
import { useDelivery } from '../api/get-delivery';
import { useEventTypeLabel } from '../utils/event-label';
import { dash, formatMoment, prettyJson } from '../utils/format';
import { LastResult } from './deliveries-table';
import { DeliveryStatusTag } from './delivery-status-tag';

type Props = {
  deliveryId: string;
  onClose: () => void;
  onSendAgain: (delivery: WebhookDeliveryDetail) => void;
  resending: boolean;
};

function AttemptLog({ attempts }: { attempts: WebhookAttempt[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<WebhookAttempt> = [
    { key: 'at', title: t('webhooks.delivery.attemptAt'), render: (_, attempt) => <span data-field="at">{formatMoment(attempt.at)}</span> },
    {
      key: 'result',
      title: t('webhooks.delivery.result'),
      render: (_, attempt) => (
        <span data-field="result">
          <LastResult statusCode={attempt.status_code} error={attempt.error} />
        </span>
      ),
    },
    {
      key: 'duration',
      title: t('webhooks.delivery.durationTitle'),
      align: 'right',
      render: (_, attempt) => <Typography.Text type="secondary">{t('webhooks.delivery.duration', { ms: attempt.duration_ms })}</Typography.Text>,
    },
    {
      key: 'response',
      title: t('webhooks.delivery.responseBody'),
      render: (_, attempt) =>
        attempt.response_body ? (
          <Typography.Text code ellipsis={{ tooltip: attempt.response_body }} style={{ maxWidth: 220 }} data-field="response_body">
            {attempt.response_body}
          </Typography.Text>
        ) : (
          dash
        ),
    },
  ];
  return (
    <Table<WebhookAttempt>
      rowKey={(attempt) => attempt.at}
      size="small"
      columns={columns}
      dataSource={attempts}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(attempt) => ({ 'data-testid': 'attempt', 'data-status-code': attempt.status_code ?? '' }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: t('webhooks.delivery.noAttempts') }}
    />
  );
}

/** One delivery: its webhook-id, how it stands, every attempt and exactly the body sent. */
export function DeliveryDrawer({ deliveryId, onClose, onSendAgain, resending }: Props) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const delivery = useDelivery(deliveryId);
  const data = delivery.data;

  const body = () => {
    if (!data) {
      if (delivery.isPending) return <Skeleton active />;
      return (
        <Empty description={t('webhooks.delivery.loadFailed')}>
          <Button onClick={() => void delivery.refetch()}>{t('common.actions.retry')}</Button>
        </Empty>
      );
    }
    return (
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'webhook_id',
              label: t('webhooks.delivery.webhookId'),
              children: (
                <Typography.Text code copyable={{ text: data.id }}>
                  <span data-field="webhook_id">{data.id}</span>
                </Typography.Text>
              ),
            },
            {
              key: 'event_type',
              label: t('webhooks.delivery.eventType'),
              children: (
                <Flex gap={8} align="center" wrap>
                  <Tag>{data.event_type}</Tag>
                  <Typography.Text type="secondary">{eventLabel(data.event_type)}</Typography.Text>
                </Flex>
              ),
            },
            { key: 'endpoint', label: t('webhooks.delivery.endpoint'), children: <span style={{ wordBreak: 'break-all' }}>{data.endpoint_url}</span> },
            { key: 'status', label: t('webhooks.delivery.status'), children: <DeliveryStatusTag status={data.status} /> },
            { key: 'created', label: t('webhooks.delivery.created'), children: formatMoment(data.created_at) },
            { key: 'delivered', label: t('webhooks.delivery.deliveredAt'), children: formatMoment(data.delivered_at) },
            { key: 'next', label: t('webhooks.delivery.nextAttempt'), children: formatMoment(data.next_attempt_at) },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('webhooks.delivery.attempts')}
        </Typography.Title>
        <AttemptLog attempts={data.attempt_log} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('webhooks.delivery.payload')}
        </Typography.Title>
        <pre data-testid="payload" style={{ margin: 0, padding: 12, overflow: 'auto', background: 'rgba(0, 0, 0, 0.04)', borderRadius: 6 }}>
          {prettyJson(data.payload)}
        </pre>
      </Flex>
    );
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size={640}
      title={t('webhooks.delivery.title')}
      extra={
        data && (
          <Button icon={<ReloadOutlined aria-hidden />} loading={resending} onClick={() => onSendAgain(data)}>
            {t('webhooks.deliveries.sendAgain')}
          </Button>
        )
      }
    >
      {body()}
    </Drawer>
  );
}
