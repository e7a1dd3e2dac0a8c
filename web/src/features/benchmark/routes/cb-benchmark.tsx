import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { useSearchState } from '@/hooks/use-search-state';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import type { SalaryBenchmark } from '@/types/benchmark';
import { exportSalaryBenchmark, useSalaryBenchmark } from '../api/get-salary-benchmark';
import { BenchmarkFilters } from '../components/benchmark-filters';
import { BenchmarkHistogram } from '../components/benchmark-histogram';
import { OwnJobsTable } from '../components/own-jobs-table';
import { benchmarkFigures, benchmarkFilter, benchmarkSearch, moneyFormatter, type BenchmarkFigures, type MoneyFormat } from '../utils/benchmark-search';

/** The filters the API may refuse, by the label of their box. */
const filterLabels: Record<string, string> = {
  title: 'jobs.fields.title',
  category: 'jobs.fields.category',
  job_level: 'jobs.fields.job_level',
  location: 'jobs.fields.location',
  employment_type: 'jobs.fields.employment_type',
  currency: 'jobs.fields.currency',
};

function Figure({ id, title, value }: { id: string; title: string; value: ReactNode }) {
  return (
    <Card size="small" style={{ flex: '1 1 180px' }} data-testid={`benchmark-${id}`}>
      <Statistic title={title} value={0} formatter={() => value} />
    </Card>
  );
}

/** A refused filter: what is wrong with each value, under the API's message. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  return (
    <Alert
      type="error"
      showIcon
      title={translateError(t, error)}
      description={
        fields.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {fields.map(([field, codes]) => (
              <li key={field}>
                {t(filterLabels[field] ?? field, { defaultValue: field })}:{' '}
                {codes.map((code) => t(`validation.${code}`, { defaultValue: t('validation.invalid') })).join(' ')}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

function Results({ data, figures, format }: { data: SalaryBenchmark; figures: BenchmarkFigures; format: MoneyFormat }) {
  const { t } = useTranslation();
  const { count, p25, median, p75, min, max } = figures;
  return (
    <>
      <Flex wrap gap={16}>
        <Figure id="count" title={t('benchmark.count')} value={count} />
        <Figure id="p25" title={t('benchmark.p25')} value={format.amount(p25)} />
        <Figure id="median" title={t('benchmark.median')} value={format.amount(median)} />
        <Figure id="p75" title={t('benchmark.p75')} value={format.amount(p75)} />
        <Figure id="range" title={t('benchmark.range')} value={format.range(min, max)} />
      </Flex>
      <Card title={t('benchmark.distribution')} size="small">
        <BenchmarkHistogram buckets={data.histogram} p25={p25} p75={p75} format={format} />
      </Card>
      <Card title={t('benchmark.ownJobs')} size="small">
        <OwnJobsTable jobs={data.own_jobs} p25={p25} p75={p75} format={format} />
      </Card>
    </>
  );
}

/**
 * The salary benchmark: the market's salaries for a job title and other filters (all in the
 * URL, so a link with ?title= opens on it), their quartiles and distribution, and where the
 * company's own open jobs sit among them.
 */
export default function CbBenchmarkRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, update] = useSearchState(benchmarkSearch);
  const filter = benchmarkFilter(search);
  const benchmark = useSalaryBenchmark(filter);
  const data = benchmark.data;
  const figures = data ? benchmarkFigures(data) : null;
  const currency = data?.currency ?? filter.currency;
  const format = useMemo(() => moneyFormatter(language, currency), [language, currency]);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex vertical gap={12}>
          <BenchmarkFilters search={search} update={update} />
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text type="secondary">{t('benchmark.source')}</Typography.Text>
            {/* Only a sufficient answer has a file; while other filters load, wait for theirs. */}
            {!benchmark.isError && data && figures && (
              <ExportButton
                download={(format) => exportSalaryBenchmark(filter, format)}
                fileName={`salary-benchmark-${data.currency}`}
                disabled={benchmark.isPlaceholderData}
              />
            )}
          </Flex>
        </Flex>
      </Card>
      {benchmark.isError ? (
        <Refusal error={benchmark.error} />
      ) : !data ? (
        <Skeleton active />
      ) : figures ? (
        // While other filters load, the last answer stays, dimmed.
        <Flex vertical gap={16} style={{ opacity: benchmark.isPlaceholderData ? 0.6 : 1 }} aria-busy={benchmark.isFetching}>
          <Results data={data} figures={figures} format={format} />
        </Flex>
      ) : (
        <Alert type="info" showIcon title={t('benchmark.insufficient')} data-testid="benchmark-insufficient" />
      )}
    </Flex>
  );
}
