import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { useLanguage } from '@/lib/i18n';
import type { SourceFunnel, SourcesReport } from '@/types/reports';
import { exportSources, useSources } from '../api/get-sources';
import { formatShare } from '../utils/figures';
import { exportName, type TabProps } from '../utils/tabs';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';

/** A row's key: one per channel, and per board within job boards. */
const sourceKey = (row: SourceFunnel) => (row.board ? `${row.source}:${row.board}` : row.source);

/** The channel in the reader's language and the board's name; applications from before sources were kept say so. */
function SourceName({ row }: { row: SourceFunnel }) {
  const { t } = useTranslation();
  if (row.source === 'unknown') {
    return (
      <Tooltip title={t('reports.sources.unknownHint')}>
        <Typography.Text type="secondary" style={{ cursor: 'help' }}>
          {t('common.sources.unknown')}
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Space size={4}>
      {t(`common.sources.${row.source}`, { defaultValue: row.source })}
      {row.board && <Tag>{row.board}</Tag>}
    </Space>
  );
}

function SourcesTable({ report }: { report: SourcesReport }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: TableColumnsType<SourceFunnel> = [
    { title: t('reports.sources.source'), key: 'source', fixed: 'left', render: (_, row) => <SourceName row={row} /> },
    ...report.stages.map((stage, index) => ({
      title: t(`common.applicationStatus.${stage.value}`, { defaultValue: stage.value }),
      key: stage.value,
      align: 'right' as const,
      onCell: () => ({ 'data-stage': stage.value }) as HTMLAttributes<HTMLElement>,
      render: (_: unknown, row: SourceFunnel) => row.reached[index] ?? 0,
    })),
    {
      title: t('reports.sources.hireRate'),
      key: 'hire_rate',
      align: 'right',
      onCell: () => ({ 'data-metric': 'hire_rate' }) as HTMLAttributes<HTMLElement>,
      render: (_, row) => formatShare(row.hire_rate, language),
    },
  ];
  return (
    <Table<SourceFunnel>
      size="small"
      rowKey={sourceKey}
      columns={columns}
      dataSource={report.sources}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="sources-table"
      onRow={(row) => ({ 'data-testid': 'source-row', 'data-source': row.source, 'data-board': row.board ?? undefined }) as HTMLAttributes<HTMLElement>}
    />
  );
}

/**
 * The funnel of the period's applications per source: a row per channel (one per job board),
 * how many reached each stage and the share hired. Applications made before sources were kept
 * are a row of their own, never spread over the channels. The compared period does not apply.
 */
export function SourcesTab({ filter, queries, enabled }: TabProps) {
  const { t } = useTranslation();
  const report = useSources(queries.current, { enabled });
  return (
    <Flex vertical gap={16}>
      <ReportHeader tab="sources" filter={filter}>
        <ExportButton
          download={(format) => exportSources(queries.current, format)}
          fileName={exportName('sources', queries.current)}
          disabled={!report.data || report.isError || report.isPlaceholderData}
        />
      </ReportHeader>
      <ReportState current={report} isEmpty={(sources) => sources.sources.length === 0} empty={t('reports.sources.empty')}>
        {(sources) => <SourcesTable report={sources} />}
      </ReportState>
    </Flex>
  );
}
