import Flex from 'antd/es/flex';
import { Select } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';
import type { SearchChanges } from '@/lib/search-params';
import type { WebhookEndpoint } from '@/types/webhooks';
import { deliveryStatuses, isDeliveryStatus, type DeliverySearch, type deliverySearch } from '../utils/delivery-search';
import { useEventTypeLabel } from '../utils/event-label';
import { TEST_EVENT_TYPE } from '../utils/event-types';

type Props = {
  search: DeliverySearch;
  update: (changes: SearchChanges<typeof deliverySearch>) => void;
  endpoints: WebhookEndpoint[];
  eventTypes: readonly string[];
};

/** The log narrowed to one endpoint, one status or one event; each cleared to see all. */
export function DeliveryFilters({ search, update, endpoints, eventTypes }: Props) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const width = { minWidth: 220 };
  return (
    <Flex wrap gap={8}>
      <Select<string>
        allowClear
        style={width}
        aria-label={t('webhooks.deliveries.filters.endpoint')}
        placeholder={t('webhooks.deliveries.filters.allEndpoints')}
        value={search.endpoint_id}
        onChange={(endpoint_id) => update({ endpoint_id: endpoint_id ?? null })}
        options={endpoints.map((endpoint) => ({ value: endpoint.id, label: endpoint.url }))}
      />
      <Select<string>
        allowClear
        style={width}
        aria-label={t('webhooks.deliveries.filters.status')}
        placeholder={t('webhooks.deliveries.filters.allStatuses')}
        value={isDeliveryStatus(search.status) ? search.status : undefined}
        onChange={(status) => update({ status: status ?? null })}
        options={deliveryStatuses.map((status) => ({ value: status, label: t(`webhooks.status.${status}`) }))}
      />
      <Select<string>
        allowClear
        style={width}
        aria-label={t('webhooks.deliveries.filters.eventType')}
        placeholder={t('webhooks.deliveries.filters.allEventTypes')}
        value={search.event_type}
        onChange={(event_type) => update({ event_type: event_type ?? null })}
        options={[...eventTypes, TEST_EVENT_TYPE].map((type) => ({ value: type, label: eventLabel(type) }))}
      />
    </Flex>
  );
}
