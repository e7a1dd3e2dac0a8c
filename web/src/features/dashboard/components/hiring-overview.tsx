import Card from 'antd/es/card';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { applicationStatuses, statusHex } from '@/lib/application-status';
import { useCompanyDashboard, type CompanyDashboard } from '../api/get-company-dashboard';
import { formatDuration } from '../utils/duration';
import { ColumnChart, HorizontalBars } from './charts';

const DAY = 'YYYY-MM-DD';
type JobRow = CompanyDashboard['by_job'][number];

/**
 * The hiring figures of the company dashboard, as of a chosen day (?at=): counts per status and
 * per job, applications over time, time to hire, the funnel and the time spent in each stage.
 */
export function HiringOverview() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('at');
  const at = requested && dayjs(requested, DAY, true).isValid() ? requested : undefined;
  const dashboard = useCompanyDashboard(at, { enabled: true });
  const data = dashboard.data;
  const status = (value: string) => t(`common.applicationStatus.${value}`);

  return (
    <Flex vertical gap={24} data-testid="hiring-overview">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dashboard.hiring.title')}
        </Typography.Title>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('dashboard.hiring.asOf')}</Typography.Text>
          <DatePicker
            value={at ? dayjs(at, DAY) : null}
            placeholder={t('dashboard.hiring.today')}
            format="DD.MM.YYYY"
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(day) =>
              // The charts below keep their period and filters in the URL too: only `at` changes.
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (day) next.set('at', day.format(DAY));
                else next.delete('at');
                return next;
              })
            }
            aria-label={t('dashboard.hiring.asOf')}
          />
        </Flex>
      </Flex>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {[
              { key: 'total', title: t('dashboard.hiring.totalApplications'), value: data.total_applications },
              { key: 'hired', title: t('dashboard.hiring.hired'), value: data.hired },
              { key: 'timeToHire', title: t('dashboard.hiring.timeToHire'), value: formatDuration(data.average_days_to_hire, t) },
              { key: 'openJobs', title: t('dashboard.hiring.openJobs'), value: data.open_jobs },
            ].map((stat) => (
              <Col key={stat.key} xs={12} lg={6}>
                <Card size="small">
                  <Statistic title={stat.title} value={stat.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t('dashboard.hiring.byStatus')} size="small" style={{ height: '100%' }}>
                <HorizontalBars
                  ariaLabel={t('dashboard.hiring.byStatus')}
                  rows={data.by_status.map((row) => ({
                    key: row.value,
                    label: status(row.value),
                    value: row.count,
                    color: statusHex(row.value),
                  }))}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('dashboard.hiring.overTime')} size="small" style={{ height: '100%' }}>
                <ColumnChart
                  ariaLabel={t('dashboard.hiring.overTime')}
                  points={data.applications_over_time.map((point) => ({
                    key: point.day,
                    label: dayjs(point.day).format('DD.MM'),
                    value: point.count,
                    tooltip: t('dashboard.hiring.dayCount', { date: dayjs(point.day).format('DD.MM.YYYY'), count: point.count }),
                  }))}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('dashboard.hiring.funnel')} size="small" style={{ height: '100%' }}>
                <HorizontalBars
                  ariaLabel={t('dashboard.hiring.funnel')}
                  rows={data.funnel.map((stage) => ({
                    key: stage.value,
                    label: status(stage.value),
                    value: stage.reached,
                    color: statusHex(stage.value),
                    display:
                      stage.conversion == null ? stage.reached : `${stage.reached} · ${Math.round(stage.conversion * 100)}%`,
                  }))}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('dashboard.hiring.timeInStage')} size="small" style={{ height: '100%' }}>
                <HorizontalBars
                  ariaLabel={t('dashboard.hiring.timeInStage')}
                  rows={data.time_in_stage.map((stage) => ({
                    key: stage.value,
                    label: status(stage.value),
                    value: stage.average_days ?? 0,
                    color: statusHex(stage.value),
                    display: formatDuration(stage.average_days, t),
                  }))}
                />
              </Card>
            </Col>
          </Row>
          <Card title={t('dashboard.hiring.byJob')} size="small">
            <Table<JobRow>
              rowKey="job_id"
              size="small"
              dataSource={data.by_job}
              pagination={false}
              scroll={{ x: true }}
              locale={{ emptyText: t('dashboard.hiring.noApplications') }}
              columns={[
                {
                  title: t('dashboard.hiring.job'),
                  key: 'title',
                  render: (_, row) => <Link to={paths.myJob.getHref(row.job_id)}>{row.title}</Link>,
                },
                { title: t('dashboard.hiring.total'), key: 'total', dataIndex: 'total', align: 'right' },
                ...applicationStatuses.map((value, id) => ({
                  title: status(value),
                  key: value,
                  align: 'right' as const,
                  render: (_: unknown, row: JobRow) => row.by_status[String(id)] ?? 0,
                })),
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
