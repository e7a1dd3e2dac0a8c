import { Table } from '@/components/ui/table';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { CohortStage } from '@/types/reports';
import { formatDays, formatShare, type StageRow } from '../utils/figures';

/** The figures of a stage, in the table's order, each with how it reads. */
const metrics = [
  { key: 'reached', label: 'reports.table.reached', kind: 'count' },
  { key: 'in_flight', label: 'reports.table.inFlight', kind: 'count' },
  { key: 'moved_on', label: 'reports.table.movedOn', kind: 'count' },
  { key: 'rejected_by_company', label: 'reports.table.rejectedByCompany', kind: 'count' },
  { key: 'rejected_by_applicant', label: 'reports.table.rejectedByApplicant', kind: 'count' },
  { key: 'conversion', label: 'reports.table.conversion', kind: 'share' },
  { key: 'median_days', label: 'reports.table.medianDays', kind: 'days' },
  { key: 'p90_days', label: 'reports.table.p90Days', kind: 'days' },
] as const satisfies ReadonlyArray<{ key: keyof CohortStage; label: string; kind: 'count' | 'share' | 'days' }>;

type Metric = (typeof metrics)[number];
type Series = 'current' | 'compared';

function shown(stage: CohortStage | undefined, metric: Metric, locale: string): string {
  if (!stage) return '—';
  if (metric.kind === 'share') return formatShare(stage[metric.key], locale);
  if (metric.kind === 'days') return formatDays(stage[metric.key], locale);
  return String(stage[metric.key]);
}

/**
 * The funnel's stages with their figures: reached, still in the stage, moved on, rejected by
 * the company or by the applicant, the conversion of those that left, and the median and 90th
 * percentile days spent in it. With a compared period each figure has two columns: the
 * period's and the compared one's. Each cell carries `data-metric` (and `data-series`) for tests.
 */
export function FunnelTable({ rows, locale, labels }: { rows: StageRow[]; locale: string; labels?: Record<Series, string> }) {
  const { t } = useTranslation();
  const cell = (metric: Metric, series: Series) => ({
    key: `${metric.key}-${series}`,
    align: 'right' as const,
    onCell: () => ({ 'data-metric': metric.key, 'data-series': series }) as HTMLAttributes<HTMLElement>,
    render: (_: unknown, row: StageRow) => shown(row[series], metric, locale),
  });
  const columns: TableColumnsType<StageRow> = [
    {
      title: t('reports.table.stage'),
      key: 'stage',
      fixed: 'left',
      render: (_, row) => t(`common.applicationStatus.${row.status}`, { defaultValue: row.status }),
    },
    ...metrics.map((metric) =>
      labels
        ? {
            title: t(metric.label),
            key: metric.key,
            children: (['current', 'compared'] as const).map((series) => ({ ...cell(metric, series), title: labels[series] })),
          }
        : { ...cell(metric, 'current'), title: t(metric.label) },
    ),
  ];
  return (
    <Table<StageRow>
      size="small"
      rowKey="status"
      bordered={labels !== undefined}
      columns={columns}
      dataSource={rows}
      pagination={false}
      // At least this wide (the headers wrap to fit it); a narrower window scrolls the table, not the page.
      scroll={{ x: labels ? 1500 : 900 }}
      onRow={(row) => ({ 'data-testid': 'funnel-stage', 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
    />
  );
}
