import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { TreeSelect } from '@/components/ui/tree-select';
import { useJobsForFilter } from '@/lib/jobs-for-filter';
import { useOrgUnitTree } from '@/lib/org-units';
import { DAY, lastDays, MAX_DAYS, type Period } from '@/lib/period';
import { previousPeriod, yearBefore, type ReportChanges, type ReportFilter } from '../utils/report-filter';

const SHOWN_DAY = 'DD.MM.YYYY';

/** A label beside its control, as the toolbar shows them. */
function Labelled({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="center" data-testid={testId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}

const range = (period: Period): [Dayjs, Dayjs] => [dayjs(period.from), dayjs(period.to)];
const periodOf = (days: [Dayjs | null, Dayjs | null] | null): Period | undefined =>
  days?.[0] && days[1] ? { from: days[0].format(DAY), to: days[1].format(DAY) } : undefined;

/**
 * The report's filters: the cohort (the days its applications were submitted), a period to
 * compare it with, the day the figures are as of, some jobs and an org unit (its jobs and those
 * of the units below it). No cohort day may come after the "as of" day, nor the "as of" day
 * before a cohort starts (the API refuses both), nor a period be longer than the API takes.
 * The unit picker is left out for a caller who may not read the company's structure.
 */
export function ReportFilters({ filter, onChange }: { filter: ReportFilter; onChange: (changes: ReportChanges) => void }) {
  const { t } = useTranslation();
  const jobs = useJobsForFilter();
  const units = useOrgUnitTree({ enabled: true, silent: true });
  const today = dayjs();
  /** The last day a cohort may have: the "as of" day, or today. */
  const latest = filter.at ? dayjs(filter.at) : today;
  /** The first day "as of" may be: no cohort may start after it. */
  const earliest = dayjs(filter.compare && filter.compare.from > filter.period.from ? filter.compare.from : filter.period.from);
  const outsidePeriod = (day: Dayjs, info?: { from?: Dayjs }) =>
    day.isAfter(latest, 'day') || (info?.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= MAX_DAYS);
  const preset = (days: number) => range(lastDays(days, latest));

  return (
    <Flex wrap gap={16} align="center">
      <Labelled label={t('reports.filters.period')} testId="filter-period">
        <DatePicker.RangePicker
          value={range(filter.period)}
          format={SHOWN_DAY}
          allowClear={false}
          aria-label={t('reports.filters.period')}
          presets={[30, 90, 180, 365].map((days) => ({ label: t('reports.filters.lastDays', { count: days }), value: preset(days) }))}
          disabledDate={outsidePeriod}
          onChange={(days) => {
            const period = periodOf(days);
            if (period) onChange({ period });
          }}
        />
      </Labelled>
      <Labelled label={t('reports.filters.compare')} testId="filter-compare">
        <DatePicker.RangePicker
          value={filter.compare ? range(filter.compare) : null}
          format={SHOWN_DAY}
          allowClear
          aria-label={t('reports.filters.compare')}
          placeholder={[t('reports.filters.compareFrom'), t('reports.filters.compareTo')]}
          presets={[
            { label: t('reports.filters.previousPeriod'), value: range(previousPeriod(filter.period)) },
            { label: t('reports.filters.yearBefore'), value: range(yearBefore(filter.period)) },
          ]}
          disabledDate={outsidePeriod}
          onChange={(days) => onChange({ compare: periodOf(days) ?? null })}
        />
      </Labelled>
      <Labelled label={t('reports.filters.asOf')} testId="filter-at">
        <DatePicker
          value={filter.at ? dayjs(filter.at) : null}
          format={SHOWN_DAY}
          placeholder={t('reports.filters.today')}
          aria-label={t('reports.filters.asOf')}
          disabledDate={(day) => day.isAfter(today, 'day') || day.isBefore(earliest, 'day')}
          onChange={(day: Dayjs | null) => onChange({ at: day && day.isBefore(today, 'day') ? day.format(DAY) : null })}
        />
      </Labelled>
      <Labelled label={t('reports.filters.job')} testId="filter-job">
        <Select<string[]>
          mode="multiple"
          allowClear
          maxTagCount={2}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 300, maxWidth: '70vw' }}
          placeholder={t('reports.filters.allJobs')}
          aria-label={t('reports.filters.job')}
          loading={jobs.isPending}
          value={filter.jobs}
          options={(jobs.data ?? []).map((job) => ({ value: job.id, label: job.title }))}
          onChange={(ids) => onChange({ jobs: ids ?? [] })}
        />
      </Labelled>
      {!units.isError && (
        <Labelled label={t('reports.filters.unit')} testId="filter-unit">
          <TreeSelect<string>
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            style={{ width: 240, maxWidth: '70vw' }}
            placeholder={t('reports.filters.allUnits')}
            aria-label={t('reports.filters.unit')}
            loading={units.isPending}
            value={filter.unit}
            treeData={units.data ?? []}
            notFoundContent={t('reports.filters.noUnits')}
            onChange={(unit) => onChange({ unit: unit ?? null })}
          />
        </Labelled>
      )}
    </Flex>
  );
}
