import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenMovement } from '@/types/market';
import { adds, formatTokens, SHOWN_TIME, signedTokens } from '../utils/format';

const kindColors: Partial<Record<TokenMovement['kind'], string>> = { credit: 'green', charge: 'red', refund: 'blue' };

/** The balance's moves, newest first: when, credit / charge / refund, tokens with their sign, the balance after, what for. */
export function HistoryTable({ history, locale }: { history: TokenMovement[]; locale: string }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TokenMovement> = [
    { title: t('market.history.at'), key: 'at', render: (_, move) => dayjs(move.at).format(SHOWN_TIME) },
    {
      title: t('market.history.kind'),
      key: 'kind',
      render: (_, move) => <Tag color={kindColors[move.kind] ?? 'default'}>{t(`market.kinds.${move.kind}`, { defaultValue: move.kind })}</Tag>,
    },
    {
      title: t('market.history.tokens'),
      key: 'tokens',
      align: 'right',
      render: (_, move) => (
        <Typography.Text type={adds(move) ? 'success' : 'danger'} data-field="tokens">
          {signedTokens(locale, move)}
        </Typography.Text>
      ),
    },
    {
      title: t('market.history.balanceAfter'),
      key: 'balance_after',
      align: 'right',
      render: (_, move) => <span data-field="balance_after">{formatTokens(locale, move.balance_after)}</span>,
    },
    {
      title: t('market.history.purpose'),
      key: 'purpose',
      render: (_, move) => <span data-field="purpose">{t(`market.purposes.${move.purpose}`, { defaultValue: move.purpose })}</span>,
    },
  ];
  return (
    <Table<TokenMovement>
      size="small"
      rowKey={(move) => `${move.at}-${move.kind}-${move.tokens}-${move.balance_after}`}
      columns={columns}
      dataSource={history}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('market.history.empty') }}
      onRow={(move) => ({ 'data-testid': 'token-move', 'data-kind': move.kind }) as HTMLAttributes<HTMLElement>}
      scroll={{ x: 'max-content' }}
    />
  );
}
