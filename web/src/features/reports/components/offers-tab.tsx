import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { useLanguage } from '@/lib/i18n';
import type { OfferedSalaries, OfferReport } from '@/types/reports';
import { exportOffers, useOffers } from '../api/get-offers';
import { formatDays, formatOptionalMoney, formatShare, NONE, pairRows } from '../utils/figures';
import { exportName, type TabProps } from '../utils/tabs';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';
import { SeriesKeys } from './series-key';
import { SummaryCards, type SummaryFigure } from './summary-cards';

type Series = 'current' | 'compared';
type SalaryRow = { key: string; current?: OfferedSalaries; compared?: OfferedSalaries };

const salaryMetrics = [
  { key: 'offers', label: 'reports.offers.offers' },
  { key: 'median_salary', label: 'reports.offers.medianSalary' },
  { key: 'below_range', label: 'reports.offers.belowRange' },
  { key: 'within_range', label: 'reports.offers.withinRange' },
  { key: 'above_range', label: 'reports.offers.aboveRange' },
  { key: 'without_range', label: 'reports.offers.withoutRange' },
  { key: 'below_market', label: 'reports.offers.belowMarket' },
  { key: 'within_market', label: 'reports.offers.withinMarket' },
  { key: 'above_market', label: 'reports.offers.aboveMarket' },
  { key: 'without_market', label: 'reports.offers.withoutMarket' },
] as const satisfies ReadonlyArray<{ key: Exclude<keyof OfferedSalaries, 'currency'>; label: string }>;

type SalaryMetric = (typeof salaryMetrics)[number];

function shownSalary(salaries: OfferedSalaries | undefined, metric: SalaryMetric, locale: string): string {
  if (!salaries) return NONE;
  if (metric.key === 'median_salary') return formatOptionalMoney(salaries.median_salary, salaries.currency, locale);
  return String(salaries[metric.key]);
}

/** Per currency, the offers and their median salary, and how many fell below, within or above the job's range (or had none) and the market's quartiles for the title (or had too little data). */
function SalaryTable({ rows, locale, labels }: { rows: SalaryRow[]; locale: string; labels?: Record<Series, string> }) {
  const { t } = useTranslation();
  const cell = (metric: SalaryMetric, series: Series) => ({
    key: `${metric.key}-${series}`,
    align: 'right' as const,
    onCell: () => ({ 'data-metric': metric.key, 'data-series': series }) as HTMLAttributes<HTMLElement>,
    render: (_: unknown, row: SalaryRow) => shownSalary(row[series], metric, locale),
  });
  const columns: TableColumnsType<SalaryRow> = [
    { title: t('reports.offers.currency'), key: 'currency', render: (_, row) => row.key },
    ...salaryMetrics.map((metric) =>
      labels
        ? { title: t(metric.label), key: metric.key, children: (['current', 'compared'] as const).map((series) => ({ ...cell(metric, series), title: labels[series] })) }
        : { ...cell(metric, 'current'), title: t(metric.label) },
    ),
  ];
  return (
    <Table<SalaryRow>
      size="small"
      rowKey="key"
      bordered={labels !== undefined}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: labels ? 1700 : 1050 }}
      locale={{ emptyText: t('reports.offers.noSalaries') }}
      onRow={(row) => ({ 'data-testid': 'offer-currency', 'data-currency': row.key }) as HTMLAttributes<HTMLElement>}
    />
  );
}

const noOffers = (current: OfferReport, compared?: OfferReport) => current.sent === 0 && (compared?.sent ?? 0) === 0;

/**
 * The offers sent in the period and what became of them by the "as of" day: cards of the
 * counts, the acceptance rate (of the answered ones) and the median days to an answer, then
 * per currency the salaries offered against their jobs' ranges. A compared period side by side.
 */
export function OffersTab({ filter, queries, labels, enabled }: TabProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = useOffers(queries.current, { enabled });
  const compared = useOffers(queries.compared, { enabled });
  const count = (key: 'sent' | 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired'): SummaryFigure<OfferReport> => ({
    id: `offers-${key}`,
    title: t(`reports.offers.${key}`),
    value: (report) => String(report[key]),
  });
  const figures: SummaryFigure<OfferReport>[] = [
    count('sent'),
    count('pending'),
    count('accepted'),
    count('declined'),
    count('withdrawn'),
    count('expired'),
    { id: 'acceptance-rate', title: t('reports.offers.acceptanceRate'), value: (report) => formatShare(report.acceptance_rate, language) },
    { id: 'days-to-answer', title: t('reports.offers.medianDaysToAnswer'), value: (report) => formatDays(report.median_days_to_answer, language) },
  ];
  return (
    <Flex vertical gap={16}>
      <ReportHeader tab="offers" filter={filter}>
        <ExportButton
          download={(format) => exportOffers(queries.current, format)}
          fileName={exportName('offers', queries.current)}
          disabled={!current.data || current.isError || current.isPlaceholderData}
        />
      </ReportHeader>
      <ReportState current={current} compared={filter.compare ? compared : undefined} labels={labels} isEmpty={noOffers} empty={t('reports.offers.empty')}>
        {(report, comparedReport) => (
          <>
            {filter.compare && <SeriesKeys period={filter.period} compare={filter.compare} />}
            <SummaryCards figures={figures} current={report} compared={comparedReport} labels={labels} />
            <Card title={t('reports.offers.salaries')} size="small" data-testid="offer-salaries">
              <Flex vertical gap={8}>
                <SalaryTable rows={pairRows(report.salaries, comparedReport?.salaries, (salaries) => salaries.currency)} locale={language} labels={labels} />
                <Typography.Text type="secondary">{t('reports.offers.note')}</Typography.Text>
              </Flex>
            </Card>
          </>
        )}
      </ReportState>
    </Flex>
  );
}
