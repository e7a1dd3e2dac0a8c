// The dashboard's recharts charts. This module is only ever imported lazily (see hiring-charts.tsx):
// recharts and d3 stay out of the first load and out of the dashboard's own chunk.
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type YAxisTickContentProps,
} from 'recharts';
import { paths } from '@/config/paths';
import { applicationStatusHex, statusHex } from '@/lib/application-status';
import type { DayPoint, StatusSlice, VacancyBar, VacancyStage } from '../utils/chart-data';
import { vacancyStages } from '../utils/chart-data';

// Until the container is measured (and in tests, where it never is) charts draw at this width.
const INITIAL_WIDTH = 640;
const APPLICATIONS = '#1677ff';
const HIRES = applicationStatusHex.hired;

const stageColors: Record<VacancyStage, string> = {
  other: '#8c8c8c',
  in_review: applicationStatusHex.in_review,
  interview: applicationStatusHex.interview,
  offered: applicationStatusHex.offered,
  hired: applicationStatusHex.hired,
};

/** Applications received and people hired per day: two lines. */
export function ApplicationsOverTimeChart({ points, ariaLabel }: { points: DayPoint[]; ariaLabel: string }) {
  const { t } = useTranslation();
  const height = 240;
  return (
    <div role="img" aria-label={ariaLabel}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: INITIAL_WIDTH, height }}>
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day: string) => dayjs(day).format('DD.MM')} minTickGap={16} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => dayjs(String(day)).format('DD.MM.YYYY')} />
          <Legend itemSorter={null} />
          <Line
            type="monotone"
            dataKey="applications"
            name={t('dashboard.charts.applications')}
            stroke={APPLICATIONS}
            strokeWidth={2}
            dot={points.length <= 31}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="hired"
            name={t('dashboard.charts.hires')}
            stroke={HIRES}
            strokeWidth={2}
            dot={points.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The statuses' shares as a donut, the total in its hole. The legend with the figures is the caller's. */
export function StatusDonut({ slices, total, ariaLabel }: { slices: Array<StatusSlice & { label: string }>; total: number; ariaLabel: string }) {
  const size = 200;
  return (
    <div role="img" aria-label={ariaLabel} style={{ width: size, maxWidth: '100%', margin: '0 auto' }}>
      <ResponsiveContainer width="100%" height={size} initialDimension={{ width: size, height: size }}>
        <PieChart>
          <Pie data={slices} dataKey="count" nameKey="label" innerRadius="58%" outerRadius="90%" paddingAngle={slices.length > 1 ? 1 : 0} isAnimationActive={false}>
            {slices.map((slice) => (
              <Cell key={slice.value} fill={statusHex(slice.value)} />
            ))}
          </Pie>
          <Tooltip />
          <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" fontSize={22} fontWeight={600} fill="currentColor">
            {total}
          </text>
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

const TICK_CHARS = 22;

/** A job's title on the vacancies chart's axis: a link to the job's applicants. */
function JobTick({ x, y, payload, titles }: YAxisTickContentProps & { titles: Map<string, string> }) {
  const jobId = String(payload.value);
  const title = titles.get(jobId) ?? '';
  const short = title.length > TICK_CHARS ? `${title.slice(0, TICK_CHARS - 1)}…` : title;
  return (
    <Link to={paths.myJob.getHref(jobId)}>
      <text x={x} y={y} dx={-6} textAnchor="end" dominantBaseline="central" fontSize={12} fill="#1677ff">
        <title>{title}</title>
        {short}
      </text>
    </Link>
  );
}

function VacancyTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const { t } = useTranslation();
  const bar = payload?.[0]?.payload as VacancyBar | undefined;
  if (!active || !bar) return null;
  return (
    <div style={{ background: '#fff', border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 12px', fontSize: 12 }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{bar.title}</div>
      {vacancyStages.map((stage) => (
        <div key={stage} style={{ color: stageColors[stage] }}>
          {t(`dashboard.charts.stages.${stage}`)}: {bar[stage]}
        </div>
      ))}
      <div style={{ marginTop: 4 }}>
        {t('dashboard.charts.total')}: {bar.total} · {t('dashboard.charts.newInPeriod')}: {bar.newInPeriod}
      </div>
    </div>
  );
}

/** A stacked bar per vacancy (its applications by stage); a bar or a title opens the job's applicants. */
export function VacanciesChart({ bars, ariaLabel }: { bars: VacancyBar[]; ariaLabel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titles = new Map(bars.map((bar) => [bar.jobId, bar.title]));
  const totals = new Map(bars.map((bar) => [bar.jobId, bar.total]));
  const height = 56 + bars.length * 36;
  const open = (item: { payload?: unknown }) => {
    const bar = item.payload as VacancyBar | undefined;
    if (bar) void navigate(paths.myJob.getHref(bar.jobId));
  };
  return (
    <div aria-label={ariaLabel} role="group">
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: INITIAL_WIDTH, height }}>
        <BarChart data={bars} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 8 }} barCategoryGap="24%">
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="jobId" width={170} interval={0} tick={(props: YAxisTickContentProps) => <JobTick {...props} titles={titles} />} />
          <YAxis
            yAxisId="totals"
            orientation="right"
            type="category"
            dataKey="jobId"
            width={40}
            interval={0}
            axisLine={false}
            tickLine={false}
            tick={{ fontSize: 12, fill: '#595959' }}
            tickFormatter={(jobId: string) => String(totals.get(jobId) ?? '')}
          />
          <Tooltip content={<VacancyTooltip />} cursor={{ fill: 'rgba(0, 0, 0, 0.04)' }} />
          <Legend itemSorter={null} />
          {vacancyStages.map((stage) => (
            <Bar
              key={stage}
              dataKey={stage}
              name={t(`dashboard.charts.stages.${stage}`)}
              stackId="stages"
              fill={stageColors[stage]}
              cursor="pointer"
              onClick={open}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
