import Card from 'antd/es/card';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { statusHex } from '@/lib/application-status';
import { DAY, lastDays, MAX_DAYS, readPeriod, withPeriod, type Period } from '@/lib/period';
import type { UserResponse } from '@/types/api';
import { useApplicantStatistics } from '../api/get-applicant-statistics';
import { dailySeries, hireRatePercent, statusSlices, totalHired } from '../utils/chart-data';
import { PositionApplicantsCard } from './position-applicants-card';
import { VacanciesCard } from './vacancies-card';

// recharts is loaded with the first chart, not with the dashboard.
const ApplicationsOverTimeChart = lazy(() => import('./period-charts').then((module) => ({ default: module.ApplicationsOverTimeChart })));
const StatusDonut = lazy(() => import('./period-charts').then((module) => ({ default: module.StatusDonut })));

/** Applicants for a position is answered to the hiring team: the company, Hiring Managers and HR Executives. */
function seesPositionApplicants(user: UserResponse): boolean {
  return user.user_type === 'company' || user.profile?.role === 'hiring_manager' || user.profile?.role === 'hr_executive';
}

function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const today = dayjs();
  const preset = (days: number) => {
    const { from, to } = lastDays(days, today);
    return [dayjs(from), dayjs(to)] as [dayjs.Dayjs, dayjs.Dayjs];
  };
  return (
    <Flex gap={8} align="center">
      <Typography.Text type="secondary">{t('dashboard.charts.period')}</Typography.Text>
      <DatePicker.RangePicker
        value={[dayjs(period.from), dayjs(period.to)]}
        format="DD.MM.YYYY"
        allowClear={false}
        aria-label={t('dashboard.charts.period')}
        presets={[
          { label: t('dashboard.charts.last7'), value: preset(7) },
          { label: t('dashboard.charts.last30'), value: preset(30) },
          { label: t('dashboard.charts.last90'), value: preset(90) },
        ]}
        disabledDate={(day, info) =>
          day.isAfter(today, 'day') || (info?.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= MAX_DAYS)
        }
        onChange={(days) => {
          if (days?.[0] && days[1]) onChange({ from: days[0].format(DAY), to: days[1].format(DAY) });
        }}
      />
    </Flex>
  );
}

const chartFallback = <Skeleton active paragraph={{ rows: 5 }} />;

/** Without a choice the charts show the last 30 days, today included (the API's own default). */
const DEFAULT_DAYS = 30;

/**
 * The dashboard's charts over a period (?from=&to=, the last 30 days without them):
 * applications and hires per day, applicants by status, the vacancies by stage and, for the
 * hiring team, the applicants for a position. Every figure is within the caller's scope.
 */
export function HiringCharts({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, { days: DEFAULT_DAYS });
  const statistics = useApplicantStatistics(period);
  const data = statistics.data;
  const slices = data ? statusSlices(data.by_status) : [];
  const rate = data ? hireRatePercent(data.hire_rate) : null;
  const status = (value: string) => t(`common.applicationStatus.${value}`);

  return (
    <Flex vertical gap={24} data-testid="hiring-charts">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dashboard.charts.title')}
        </Typography.Title>
        <PeriodPicker period={period} onChange={(next) => setParams((current) => withPeriod(current, next), { replace: true })} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('dashboard.charts.overTime')} size="small" style={{ height: '100%' }} data-testid="chart-over-time">
            {!data ? (
              <Skeleton active />
            ) : (
              <Flex vertical gap={16}>
                <Row gutter={16}>
                  <Col span={8} data-testid="chart-received">
                    <Statistic title={t('dashboard.charts.received')} value={data.received} />
                  </Col>
                  <Col span={8} data-testid="chart-hired">
                    <Statistic title={t('dashboard.charts.hired')} value={totalHired(data.per_day)} />
                  </Col>
                  <Col span={8} data-testid="chart-hire-rate">
                    <Statistic
                      title={t('dashboard.charts.hireRate')}
                      value={rate ?? '—'}
                      precision={rate === null ? undefined : 1}
                      suffix={rate === null ? undefined : '%'}
                    />
                  </Col>
                </Row>
                <Suspense fallback={chartFallback}>
                  <ApplicationsOverTimeChart points={dailySeries(data.per_day)} ariaLabel={t('dashboard.charts.overTime')} />
                </Suspense>
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('dashboard.charts.byStatus')} size="small" style={{ height: '100%' }} data-testid="chart-by-status">
            {!data ? (
              <Skeleton active />
            ) : slices.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.charts.noApplications')} />
            ) : (
              <Flex wrap gap={16} align="center">
                <div style={{ flex: '1 1 180px' }}>
                  <Suspense fallback={chartFallback}>
                    <StatusDonut
                      slices={slices.map((slice) => ({ ...slice, label: status(slice.value) }))}
                      total={data.received}
                      ariaLabel={t('dashboard.charts.byStatus')}
                    />
                  </Suspense>
                </div>
                <Flex vertical gap={6} role="list" aria-label={t('dashboard.charts.byStatus')} style={{ flex: '1 1 180px' }}>
                  {slices.map((slice) => (
                    <Flex key={slice.value} role="listitem" gap={8} align="center" aria-label={`${status(slice.value)}: ${slice.count}`}>
                      <span style={{ width: 10, height: 10, borderRadius: 2, background: statusHex(slice.value), flex: 'none' }} />
                      <Typography.Text ellipsis style={{ flex: 1 }}>
                        {status(slice.value)}
                      </Typography.Text>
                      <Typography.Text strong>{slice.count}</Typography.Text>
                      <Typography.Text type="secondary" style={{ minWidth: 40, textAlign: 'end' }}>
                        {Math.round(slice.share * 100)}%
                      </Typography.Text>
                    </Flex>
                  ))}
                </Flex>
              </Flex>
            )}
          </Card>
        </Col>
      </Row>
      <VacanciesCard period={period} />
      {seesPositionApplicants(user) && <PositionApplicantsCard />}
    </Flex>
  );
}
