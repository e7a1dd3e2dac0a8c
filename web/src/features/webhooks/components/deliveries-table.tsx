import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/types/webhooks';
import { useEventTypeLabel } from '../utils/event-label';
import { dash, formatMoment } from '../utils/format';
import { DeliveryStatusTag } from './delivery-status-tag';

type Props = {
  deliveries: WebhookDelivery[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (delivery: WebhookDelivery) => void;
  onSendAgain: (delivery: WebhookDelivery) => void;
  /** The delivery being sent again. */
  resending: string | null;
};

/** The last answer a delivery got: its HTTP status, or why there was none. */
export function LastResult({ statusCode, error }: { statusCode?: number | null; error?: string | null }) {
  const { t } = useTranslation();
  if (statusCode != null) return <>{t('webhooks.delivery.statusCode', { code: statusCode })}</>;
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  return <>{dash}</>;
}

/** One page of the delivery log, newest first. */
export function DeliveriesTable({ deliveries, total, page, pageSize, loading, onPage, onOpen, onSendAgain, resending }: Props) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();

  const columns: ColumnsType<WebhookDelivery> = [
    {
      key: 'event_type',
      title: t('webhooks.deliveries.columns.eventType'),
      render: (_, delivery) => (
        <Tooltip title={eventLabel(delivery.event_type)}>
          <Tag data-field="event_type">{delivery.event_type}</Tag>
        </Tooltip>
      ),
    },
    {
      key: 'endpoint',
      title: t('webhooks.deliveries.columns.endpoint'),
      render: (_, delivery) => (
        <Typography.Text data-field="endpoint_url" ellipsis={{ tooltip: delivery.endpoint_url }} style={{ maxWidth: 280 }}>
          {delivery.endpoint_url}
        </Typography.Text>
      ),
    },
    { key: 'status', title: t('webhooks.deliveries.columns.status'), render: (_, delivery) => <DeliveryStatusTag status={delivery.status} /> },
    {
      key: 'attempts',
      title: t('webhooks.deliveries.columns.attempts'),
      align: 'right',
      render: (_, delivery) => <span data-field="attempts">{delivery.attempts}</span>,
    },
    {
      key: 'last_result',
      title: t('webhooks.deliveries.columns.lastResult'),
      render: (_, delivery) => (
        <span data-field="last_result">
          <LastResult statusCode={delivery.last_status_code} error={delivery.last_error} />
        </span>
      ),
    },
    {
      key: 'created',
      title: t('webhooks.deliveries.columns.created'),
      render: (_, delivery) => <span data-field="created">{formatMoment(delivery.created_at)}</span>,
    },
    {
      key: 'next_attempt',
      title: t('webhooks.deliveries.columns.nextAttempt'),
      render: (_, delivery) => <span data-field="next_attempt">{formatMoment(delivery.next_attempt_at)}</span>,
    },
    {
      key: 'actions',
      title: t('webhooks.deliveries.columns.actions'),
      render: (_, delivery) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => onOpen(delivery)}>
            {t('webhooks.deliveries.details')}
          </Button>
          <Button size="small" loading={resending === delivery.id} onClick={() => onSendAgain(delivery)}>
            {t('webhooks.deliveries.sendAgain')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Table<WebhookDelivery>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={deliveries}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false, hideOnSinglePage: true }}
      onRow={(delivery) => ({ 'data-testid': 'delivery-row', 'data-id': delivery.id, 'data-status': delivery.status }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: t('webhooks.deliveries.empty') }}
    />
  );
}
