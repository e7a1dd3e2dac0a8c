import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenOrder } from '@/types/market';
import { formatPrice, formatTokens, SHOWN_TIME } from '../utils/format';
import { usePackageName } from '../utils/package-name';

const statusColors: Partial<Record<TokenOrder['status'], string>> = { pending: 'gold', paid: 'green', cancelled: 'default' };

/** The company's orders: package, tokens, price, status, when placed and when paid. */
export function OrdersTable({ orders, locale }: { orders: TokenOrder[]; locale: string }) {
  const { t } = useTranslation();
  const name = usePackageName();
  const columns: TableColumnsType<TokenOrder> = [
    { title: t('market.orders.package'), key: 'package', render: (_, order) => name(order.package_id) },
    { title: t('market.orders.tokens'), key: 'tokens', align: 'right', render: (_, order) => formatTokens(locale, order.tokens) },
    { title: t('market.orders.price'), key: 'price', align: 'right', render: (_, order) => formatPrice(locale, order.price, order.currency) },
    {
      title: t('market.orders.status'),
      key: 'status',
      render: (_, order) => (
        <Tag color={statusColors[order.status] ?? 'default'} data-field="status">
          {t(`market.orderStatus.${order.status}`, { defaultValue: order.status })}
        </Tag>
      ),
    },
    { title: t('market.orders.created'), key: 'created', render: (_, order) => dayjs(order.created_at).format(SHOWN_TIME) },
    { title: t('market.orders.paid'), key: 'paid', render: (_, order) => (order.paid_at ? dayjs(order.paid_at).format(SHOWN_TIME) : '—') },
  ];
  return (
    <Table<TokenOrder>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={orders}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('market.orders.empty') }}
      onRow={(order) => ({ 'data-testid': 'order', 'data-id': order.id, 'data-status': order.status }) as HTMLAttributes<HTMLElement>}
      scroll={{ x: 'max-content' }}
    />
  );
}
