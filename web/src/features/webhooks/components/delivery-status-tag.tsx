import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '@/types/webhooks';
import { deliveryStatusColors } from '../utils/delivery-search';

export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={deliveryStatusColors[status] ?? 'default'} data-field="status">
      {t(`webhooks.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
