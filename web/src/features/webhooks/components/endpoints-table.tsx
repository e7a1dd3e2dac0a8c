import { DeleteOutlined, EditOutlined, KeyOutlined, SendOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import { Table } from '@/components/ui/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@/types/webhooks';
import { useEventTypeLabel } from '../utils/event-label';
import { deliveryStatusColors, deliveryStatuses } from '../utils/delivery-search';
import { SecretField } from './secret-field';

type Props = {
  endpoints: WebhookEndpoint[];
  onEdit: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  onRotateSecret: (endpoint: WebhookEndpoint) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onSetEnabled: (endpoint: WebhookEndpoint, enabled: boolean) => void;
  /** The endpoint whose test event is being queued. */
  sendingTest: string | null;
  /** The endpoint being enabled or disabled. */
  switching: string | null;
};

/** The company's endpoints: where events go, which ones, the secret they are signed with and how their deliveries stand. */
export function EndpointsTable({ endpoints, onEdit, onDelete, onRotateSecret, onSendTest, onSetEnabled, sendingTest, switching }: Props) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();

  const columns: ColumnsType<WebhookEndpoint> = [
    {
      key: 'url',
      title: t('webhooks.endpoints.columns.endpoint'),
      render: (_, endpoint) => (
        <Flex vertical style={{ maxWidth: 320 }}>
          <Typography.Text strong data-field="url" style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography.Text>
          {endpoint.description && (
            <Typography.Text type="secondary" data-field="description">
              {endpoint.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'event_types',
      title: t('webhooks.endpoints.columns.eventTypes'),
      render: (_, endpoint) => (
        <Flex wrap gap={4} data-field="event_types" style={{ maxWidth: 260 }}>
          {endpoint.event_types.map((type) => (
            <Tooltip key={type} title={eventLabel(type)}>
              <Tag>{type}</Tag>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
    {
      key: 'enabled',
      title: t('webhooks.endpoints.columns.enabled'),
      render: (_, endpoint) => (
        <Switch
          checked={endpoint.enabled}
          loading={switching === endpoint.id}
          aria-label={t('webhooks.endpoints.enabledOne', { url: endpoint.url })}
          onChange={(enabled) => onSetEnabled(endpoint, enabled)}
        />
      ),
    },
    {
      key: 'secret',
      title: t('webhooks.endpoints.columns.secret'),
      render: (_, endpoint) => <SecretField secret={endpoint.secret} />,
    },
    {
      key: 'deliveries',
      title: t('webhooks.endpoints.columns.deliveries'),
      render: (_, endpoint) => (
        <Flex vertical gap={4} align="start">
          {deliveryStatuses.map((status) => (
            <Tag key={status} color={deliveryStatusColors[status]} data-field={status}>
              {t(`webhooks.status.${status}`)}: {endpoint.deliveries[status]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('webhooks.endpoints.columns.actions'),
      render: (_, endpoint) => (
        <Flex gap={4}>
          {/* A disabled endpoint would refuse the test (409): say so before the click. */}
          <Tooltip title={endpoint.enabled ? undefined : t('webhooks.endpoints.actions.testNeedsEnabled')}>
            <Button
              icon={<SendOutlined aria-hidden />}
              disabled={!endpoint.enabled}
              loading={sendingTest === endpoint.id}
              onClick={() => onSendTest(endpoint)}
            >
              {t('webhooks.endpoints.actions.sendTest')}
            </Button>
          </Tooltip>
          <Tooltip title={t('webhooks.endpoints.actions.edit')}>
            <Button icon={<EditOutlined aria-hidden />} aria-label={t('webhooks.endpoints.actions.edit')} onClick={() => onEdit(endpoint)} />
          </Tooltip>
          <Tooltip title={t('webhooks.endpoints.actions.rotate')}>
            <Button icon={<KeyOutlined aria-hidden />} aria-label={t('webhooks.endpoints.actions.rotate')} onClick={() => onRotateSecret(endpoint)} />
          </Tooltip>
          <Tooltip title={t('webhooks.endpoints.actions.delete')}>
            <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('webhooks.endpoints.actions.delete')} onClick={() => onDelete(endpoint)} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Table<WebhookEndpoint>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={endpoints}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(endpoint) => ({ 'data-testid': 'endpoint-row', 'data-id': endpoint.id }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: t('webhooks.endpoints.empty') }}
    />
  );
}
