import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { InputNumber } from '@/components/ui/input-number';
import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { useUser } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import type { CompetencyCalibration, InterviewerFigures, InterviewerReport } from '@/types/reports';
import { exportInterviewers, useInterviewers } from '../api/get-interviewers';
import { useReportSettings, useUpdateReportSettings } from '../api/report-settings';
import { formatCountOf, formatRating, NONE, ratingDifference } from '../utils/figures';
import { ON_TIME_DAYS, type ReportChanges } from '../utils/report-filter';
import { exportName, type TabProps } from '../utils/tabs';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';

const leaningColors = { above: '#1d4ed8', below: '#d4380d', same: undefined } as const;

/** An interviewer's (or a competency's) average against the panel's, with its sign and colour. */
function Difference({ given, panel, locale }: { given?: number | null; panel?: number | null; locale: string }) {
  const { t } = useTranslation();
  const difference = ratingDifference(given, panel, locale);
  if (!difference) return <>{NONE}</>;
  return (
    <Typography.Text
      strong={difference.leaning !== 'same'}
      style={{ color: leaningColors[difference.leaning] }}
      title={t(`reports.interviewers.leaning.${difference.leaning}`)}
      data-leaning={difference.leaning}
    >
      {difference.text}
    </Typography.Text>
  );
}

const metric = (key: string) => ({ onCell: () => ({ 'data-metric': key }) as HTMLAttributes<HTMLElement> });

/** How one interviewer rated each competency against the panel of the same interviews. */
function Calibration({ competencies, locale }: { competencies: CompetencyCalibration[]; locale: string }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CompetencyCalibration> = [
    {
      title: t('reports.interviewers.competency'),
      key: 'competency',
      ...metric('competency'),
      render: (_, row) => row.competency ?? t(`lists.competencyCategories.${row.category}`, { defaultValue: String(row.category) }),
    },
    { title: t('reports.interviewers.ratings'), key: 'ratings', align: 'right', ...metric('ratings'), render: (_, row) => row.ratings },
    { title: t('reports.interviewers.averageGiven'), key: 'average_given', align: 'right', ...metric('average_given'), render: (_, row) => formatRating(row.average_given, locale) },
    { title: t('reports.interviewers.panelAverage'), key: 'panel_average', align: 'right', ...metric('panel_average'), render: (_, row) => formatRating(row.panel_average, locale) },
    {
      title: t('reports.interviewers.difference'),
      key: 'difference',
      align: 'right',
      ...metric('difference'),
      render: (_, row) => <Difference given={row.average_given} panel={row.panel_average} locale={locale} />,
    },
  ];
  return (
    <Table<CompetencyCalibration>
      size="small"
      rowKey={(row) => `${row.category}-${row.competency ?? ''}`}
      columns={columns}
      dataSource={competencies}
      pagination={false}
      locale={{ emptyText: t('reports.interviewers.noRatings') }}
      onRow={(row) => ({ 'data-testid': 'interviewer-competency', 'data-category': row.category }) as HTMLAttributes<HTMLElement>}
    />
  );
}

const noInterviews = (report: InterviewerReport) => report.interviewers.length === 0;

/**
 * Per interviewer, the interviews held in the period (by the "as of" day), the evaluations
 * submitted and how many on time (within the days chosen, kept in the URL), and the ratings
 * given against the panel's average; each row opens to the same per competency. The compared
 * period does not apply here.
 */
export function InterviewersTab({ filter, queries, enabled, onChange }: TabProps & { onChange: (changes: ReportChanges) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = { ...queries.current, onTimeDays: filter.onTimeDays };
  const report = useInterviewers(query, { enabled });
  const settings = useReportSettings({ enabled });
  const saving = useUpdateReportSettings();
  // Only the company account may change the company's default; the server refuses anyone else.
  const isCompany = useUser().user_type === 'company';
  const chosen = filter.onTimeDays;
  const chosenApart = chosen !== undefined && settings.data !== undefined && chosen !== settings.data.on_time_days;
  const columns: TableColumnsType<InterviewerFigures> = [
    { title: t('reports.interviewers.interviewer'), key: 'name', ...metric('name'), render: (_, row) => row.name ?? NONE },
    { title: t('reports.interviewers.interviews'), key: 'interviews', align: 'right', ...metric('interviews'), render: (_, row) => row.interviews },
    { title: t('reports.interviewers.evaluations'), key: 'evaluations', align: 'right', ...metric('evaluations'), render: (_, row) => row.evaluations },
    {
      title: t('reports.interviewers.onTime'),
      key: 'on_time',
      align: 'right',
      ...metric('on_time'),
      render: (_, row) => formatCountOf(row.on_time, row.evaluations, language),
    },
    { title: t('reports.interviewers.averageGiven'), key: 'average_given', align: 'right', ...metric('average_given'), render: (_, row) => formatRating(row.average_given, language) },
    { title: t('reports.interviewers.panelAverage'), key: 'panel_average', align: 'right', ...metric('panel_average'), render: (_, row) => formatRating(row.panel_average, language) },
    {
      title: t('reports.interviewers.difference'),
      key: 'difference',
      align: 'right',
      ...metric('difference'),
      render: (_, row) => <Difference given={row.average_given} panel={row.panel_average} locale={language} />,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <ReportHeader tab="interviewers" filter={filter}>
        <Flex gap={8} align="center" data-testid="filter-on-time">
          <Typography.Text type="secondary">{t('reports.interviewers.onTimeDays')}</Typography.Text>
          <InputNumber<number>
            min={ON_TIME_DAYS.min}
            max={ON_TIME_DAYS.max}
            precision={0}
            value={filter.onTimeDays ?? settings.data?.on_time_days}
            aria-label={t('reports.interviewers.onTimeDays')}
            style={{ width: 80 }}
            onChange={(days) => {
              if (days !== null) onChange({ onTimeDays: days });
            }}
          />
          {chosenApart && (
            <>
              <Typography.Text type="secondary" data-testid="on-time-default">
                {t('reports.interviewers.companyDefault', { value: settings.data?.on_time_days })}
              </Typography.Text>
              {isCompany && (
                <Button size="small" loading={saving.isPending} onClick={() => saving.mutate({ on_time_days: chosen }, { onSuccess: () => onChange({ onTimeDays: null }) })}>
                  {t('reports.interviewers.makeDefault')}
                </Button>
              )}
            </>
          )}
        </Flex>
        <ExportButton
          download={(format) => exportInterviewers(query, format)}
          fileName={exportName('interviewers', queries.current)}
          disabled={!report.data || report.isError || report.isPlaceholderData}
        />
      </ReportHeader>
      <ReportState current={report} isEmpty={noInterviews} empty={t('reports.interviewers.empty')}>
        {(figures) => (
          <Card title={t('reports.interviewers.title')} size="small" data-testid="interviewers-table">
            <Flex vertical gap={8}>
              <Table<InterviewerFigures>
                size="small"
                rowKey="interviewer"
                columns={columns}
                dataSource={figures.interviewers}
                pagination={false}
                scroll={{ x: 900 }}
                expandable={{
                  expandedRowRender: (row) => <Calibration competencies={row.competencies} locale={language} />,
                  rowExpandable: (row) => row.competencies.length > 0,
                }}
                onRow={(row) => ({ 'data-testid': 'interviewer', 'data-interviewer': row.interviewer }) as HTMLAttributes<HTMLElement>}
              />
              <Typography.Text type="secondary">{t('reports.interviewers.note', { count: figures.on_time_days })}</Typography.Text>
            </Flex>
          </Card>
        )}
      </ReportState>
    </Flex>
  );
}
