import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import type { Period } from '@/lib/period';
import type { HiringSpeed, MonthOfHires } from '@/types/reports';
import { useHiringSpeed } from '../api/get-hiring-speed';
import { formatDays, formatMonth, seriesColors } from '../utils/figures';
import { hasNoHires, totalHires } from '../utils/hiring-speed';
import type { TabProps } from '../utils/tabs';
import { FunnelChart } from './funnel-chart';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';
import { SeriesKey, SeriesKeys } from './series-key';
import { SummaryCards, type SummaryFigure } from './summary-cards';

/** One period's months: a bar per month of the hires and of the median days to hire, then the table. */
function Months({ months, series, locale }: { months: MonthOfHires[]; series: 'current' | 'compared'; locale: string }) {
  const { t } = useTranslation();
  const names = months.map((month) => formatMonth(month.month, locale));
  const color = seriesColors[series];
  const metric = (key: string) => ({ key, onCell: () => ({ 'data-metric': key }) as HTMLAttributes<HTMLElement> });
  const columns: TableColumnsType<MonthOfHires> = [
    { title: t('reports.speed.month'), ...metric('month'), render: (_, row) => formatMonth(row.month, locale) },
    { title: t('reports.speed.hires'), ...metric('hires'), align: 'right', render: (_, row) => row.hires },
    { title: t('reports.speed.medianDays'), ...metric('median_days'), align: 'right', render: (_, row) => formatDays(row.median_days, locale) },
    { title: t('reports.speed.p90Days'), ...metric('p90_days'), align: 'right', render: (_, row) => formatDays(row.p90_days, locale) },
  ];
  return (
    <Flex vertical gap={16} data-series={series}>
      <Flex wrap gap={24}>
        <div style={{ flex: '1 1 260px' }}>
          <FunnelChart
            stages={names}
            series={[{ key: series, label: t('reports.speed.hires'), color, values: months.map((month) => month.hires) }]}
            ariaLabel={t('reports.speed.hiresChart')}
          />
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <FunnelChart
            stages={names}
            series={[{ key: series, label: t('reports.speed.medianDays'), color, values: months.map((month) => month.median_days ?? 0) }]}
            ariaLabel={t('reports.speed.daysChart')}
            format={(days) => formatDays(days, locale)}
          />
        </div>
      </Flex>
      <Table<MonthOfHires>
        size="small"
        rowKey="month"
        columns={columns}
        dataSource={months}
        pagination={false}
        locale={{ emptyText: t('reports.speed.noHires') }}
        onRow={(row) => ({ 'data-testid': 'speed-month', 'data-month': row.month }) as HTMLAttributes<HTMLElement>}
      />
    </Flex>
  );
}

/**
 * How fast the period's hires came: cards of the hires and the time to fill a job (jobs first
 * filled in the period, median and 90th percentile days from publication to the first hire),
 * then per month of hire the hires and the days from submission to hire, as bars and a table.
 * A compared period gets its cards beside the period's and its months in a column of its own
 * (their months are not the same).
 */
export function HiringSpeedTab({ filter, queries, labels, enabled }: TabProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = useHiringSpeed(queries.current, { enabled });
  const compared = useHiringSpeed(queries.compared, { enabled });
  const figures: SummaryFigure<HiringSpeed>[] = [
    { id: 'hires', title: t('reports.speed.hires'), value: (report) => String(totalHires(report)) },
    { id: 'jobs-filled', title: t('reports.speed.jobsFilled'), value: (report) => String(report.time_to_fill.jobs_filled) },
    { id: 'median-to-fill', title: t('reports.speed.medianToFill'), value: (report) => formatDays(report.time_to_fill.median_days, language) },
    { id: 'p90-to-fill', title: t('reports.speed.p90ToFill'), value: (report) => formatDays(report.time_to_fill.p90_days, language) },
  ];
  const column = (months: MonthOfHires[], series: 'current' | 'compared', period: Period, label: string) => (
    <Card
      key={series}
      size="small"
      style={{ flex: '1 1 420px', minWidth: 0 }}
      title={filter.compare ? <SeriesKey color={seriesColors[series]} label={label} period={period} /> : t('reports.speed.perMonth')}
    >
      <Months months={months} series={series} locale={language} />
    </Card>
  );
  return (
    <Flex vertical gap={16}>
      <ReportHeader tab="hiring_speed" filter={filter} />
      <ReportState current={current} compared={filter.compare ? compared : undefined} labels={labels} isEmpty={hasNoHires} empty={t('reports.speed.empty')}>
        {(report, comparedReport) => (
          <>
            {filter.compare && <SeriesKeys period={filter.period} compare={filter.compare} />}
            <SummaryCards figures={figures} current={report} compared={comparedReport} labels={labels} />
            <Flex wrap gap={16} data-testid="speed-months">
              {column(report.months, 'current', filter.period, t('reports.series.current'))}
              {comparedReport && filter.compare && column(comparedReport.months, 'compared', filter.compare, t('reports.series.compared'))}
            </Flex>
            <Typography.Text type="secondary">{t('reports.speed.note')}</Typography.Text>
          </>
        )}
      </ReportState>
    </Flex>
  );
}
