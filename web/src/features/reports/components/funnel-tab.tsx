import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { useLanguage } from '@/lib/i18n';
import { exportFunnel, useFunnel } from '../api/get-funnel';
import { isEmpty, seriesColors, stageRows } from '../utils/figures';
import { exportName, type TabProps } from '../utils/tabs';
import { FunnelChart } from './funnel-chart';
import { FunnelSummary } from './funnel-summary';
import { FunnelTable } from './funnel-table';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';
import { SeriesKeys } from './series-key';

/**
 * The funnel of the applications submitted in the period: the cohort's size and time to hire
 * as cards, a bar per stage of how many reached it, and a table per stage; a compared period
 * side by side.
 */
export function FunnelTab({ filter, queries, labels, enabled }: TabProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = useFunnel(queries.current, { enabled });
  const compared = useFunnel(queries.compared, { enabled });
  return (
    <Flex vertical gap={16}>
      <ReportHeader tab="funnel" filter={filter}>
        {/* The file is the period's funnel, with the same day and jobs; not the compared one. */}
        <ExportButton
          download={(format) => exportFunnel(queries.current, format)}
          fileName={exportName('funnel', queries.current)}
          disabled={!current.data || current.isError || current.isPlaceholderData}
        />
      </ReportHeader>
      <ReportState current={current} compared={filter.compare ? compared : undefined} labels={labels} isEmpty={isEmpty} empty={t('reports.empty')}>
        {(funnel, comparedFunnel) => {
          const rows = stageRows(funnel, comparedFunnel);
          const stageNames = rows.map((row) => t(`common.applicationStatus.${row.status}`, { defaultValue: row.status }));
          const series = [
            { key: 'current', label: t('reports.series.current'), color: seriesColors.current, values: rows.map((row) => row.current.reached) },
            ...(comparedFunnel
              ? [{ key: 'compared', label: t('reports.series.compared'), color: seriesColors.compared, values: rows.map((row) => row.compared?.reached ?? 0) }]
              : []),
          ];
          return (
            <>
              {filter.compare && <SeriesKeys period={filter.period} compare={filter.compare} />}
              <FunnelSummary current={funnel} compared={comparedFunnel} labels={labels} locale={language} />
              <Card title={t('reports.chart.title')} size="small" data-testid="funnel-chart">
                <FunnelChart stages={stageNames} series={series} ariaLabel={t('reports.chart.title')} />
              </Card>
              <Card title={t('reports.table.title')} size="small" data-testid="funnel-table">
                <Flex vertical gap={8}>
                  <FunnelTable rows={rows} locale={language} labels={labels} />
                  <Typography.Text type="secondary">{t('reports.table.note')}</Typography.Text>
                </Flex>
              </Card>
            </>
          );
        }}
      </ReportState>
    </Flex>
  );
}
