import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/types/webhooks';
import { deliveryStatusColors, isDeliveryStatus } from '../utils/delivery-search';

export function DeliveryStatusTag({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={isDeliveryStatus(status) ? deliveryStatusColors[status] : 'default'} data-field="status">
      {t(`webhooks.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
