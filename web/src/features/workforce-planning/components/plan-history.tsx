import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanChange } from '@/types/workforce-planning';
import { usePlanHistory } from '../api/get-plan-history';
import { fieldChanges, NONE } from '../utils/figures';

function Change({ change, locale }: { change: PlanChange; locale: string }) {
  const { t } = useTranslation();
  return (
    <div>
      {change.from == null && <Tag color="green">{t('workforcePlanning.history.set')}</Tag>}
      {change.to == null && <Tag color="red">{t('workforcePlanning.history.removed')}</Tag>}
      <ul style={{ margin: 0, paddingInlineStart: 16 }}>
        {fieldChanges(locale, change).map(({ field, from, to }) => (
          <li key={field} data-field={field}>
            {t(`workforcePlanning.fields.${field}`)}: {from} → {to}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The period's changes, newest first: when, who, which position, and each figure from → to. */
export function PlanHistory({ period, locale }: { period: string; locale: string }) {
  const { t } = useTranslation();
  const history = usePlanHistory(period);
  if (!history.data) return history.isPending ? <Skeleton active /> : <Empty />;
  const columns: TableColumnsType<PlanChange> = [
    { title: t('workforcePlanning.history.when'), key: 'at', render: (_, change) => dayjs(change.at).format('DD.MM.YYYY HH:mm') },
    { title: t('workforcePlanning.history.by'), key: 'by', render: (_, change) => change.by?.name ?? NONE },
    { title: t('workforcePlanning.fields.title'), key: 'title', dataIndex: 'title' },
    { title: t('workforcePlanning.history.change'), key: 'change', render: (_, change) => <Change change={change} locale={locale} /> },
  ];
  return (
    <Table<PlanChange>
      size="small"
      rowKey={(change) => `${change.at}-${change.position_id}`}
      columns={columns}
      dataSource={history.data.changes}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('workforcePlanning.history.empty') }}
      onRow={() => ({ 'data-testid': 'plan-change' }) as HTMLAttributes<HTMLElement>}
    />
  );
}
