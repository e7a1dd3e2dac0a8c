import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePlanTrend } from '../api/get-plan-trend';
import { countFormatter } from '../utils/figures';
import { LineChart, type LineSeries } from './line-chart';

const series = [
  { key: 'updated_budget', color: '#1d4ed8' },
  { key: 'staff', color: '#16a34a' },
  { key: 'open_requisitions', color: '#d97706', dashed: true },
] as const;

/** The company's updated budget against its staff (and open requisitions) at each week or month of the period. */
export function PlanTrend({ period, locale }: { period: string; locale: string }) {
  const { t } = useTranslation();
  const trend = usePlanTrend(period);
  if (!trend.data) return trend.isPending ? <Skeleton active /> : <Empty />;
  const { points } = trend.data;
  if (points.length === 0) return <Empty description={t('workforcePlanning.trend.empty')} />;
  const format = countFormatter(locale);
  const lines: LineSeries[] = series.map(({ key, color, ...rest }) => ({
    key,
    color,
    dashed: 'dashed' in rest,
    label: t(`workforcePlanning.fields.${key}`),
    values: points.map((point) => point[key]),
  }));
  return (
    <LineChart
      labels={points.map((point) => dayjs(point.on).format('DD.MM'))}
      series={lines}
      ariaLabel={t('workforcePlanning.trend.label')}
      pointTitle={(index) =>
        [dayjs(points[index].on).format('DD.MM.YYYY'), ...lines.map((line) => `${line.label}: ${format(line.values[index])}`)].join('\n')
      }
    />
  );
}
