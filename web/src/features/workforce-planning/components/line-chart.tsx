import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { linePoints, niceCeiling, pointX, pointY, scaleTicks } from '../utils/chart';

export type LineSeries = { key: string; label: string; color: string; values: number[]; dashed?: boolean };

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 40 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** At most this many labels under the chart; the others are in the points' tooltips. */
const MAX_LABELS = 8;

/**
 * Lines over time as plain SVG, small and dependency-free: a scale from 0, a line per series,
 * a dot per point whose tooltip (`pointTitle`) names every series' value there, and a legend.
 */
export function LineChart({
  labels,
  series,
  ariaLabel,
  pointTitle,
}: {
  labels: string[];
  series: LineSeries[];
  ariaLabel: string;
  pointTitle: (index: number) => string;
}) {
  const max = niceCeiling(Math.max(0, ...series.flatMap((line) => line.values)));
  const every = Math.max(1, Math.ceil(labels.length / MAX_LABELS));
  const x = (index: number) => pointX(index, labels.length, PLOT_WIDTH);
  const y = (value: number) => pointY(value, max, PLOT_HEIGHT);
  return (
    <Flex vertical gap={8}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={ariaLabel} style={{ width: '100%', height: 'auto', maxHeight: 320 }}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`} fontSize={11} fill="#8c8c8c">
          {scaleTicks(max).map((tick) => (
            <g key={tick}>
              <line x1={0} x2={PLOT_WIDTH} y1={y(tick)} y2={y(tick)} stroke="#f0f0f0" />
              <text x={-6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          ))}
          {labels.map((label, index) =>
            index % every === 0 || index === labels.length - 1 ? (
              <text key={`label-${index}`} x={x(index)} y={PLOT_HEIGHT + 18} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
          {series.map((line) => (
            <polyline
              key={line.key}
              data-series={line.key}
              points={linePoints(line.values, max, PLOT_WIDTH, PLOT_HEIGHT)}
              fill="none"
              stroke={line.color}
              strokeWidth={2}
              strokeDasharray={line.dashed ? '6 4' : undefined}
            />
          ))}
          {labels.map((_label, index) => (
            <g key={`point-${index}`} data-point={index}>
              <title>{pointTitle(index)}</title>
              {/* The whole column answers the pointer, not just the dots. */}
              <rect x={x(index) - PLOT_WIDTH / Math.max(1, labels.length) / 2} y={0} width={PLOT_WIDTH / Math.max(1, labels.length)} height={PLOT_HEIGHT} fill="transparent" />
              {series.map((line) => (
                <circle key={line.key} cx={x(index)} cy={y(line.values[index] ?? 0)} r={3} fill={line.color} />
              ))}
            </g>
          ))}
        </g>
      </svg>
      <Flex gap={16} wrap justify="center" aria-hidden>
        {series.map((line) => (
          <Flex key={line.key} gap={6} align="center">
            <svg width={20} height={8} aria-hidden>
              <line x1={0} x2={20} y1={4} y2={4} stroke={line.color} strokeWidth={2} strokeDasharray={line.dashed ? '6 4' : undefined} />
            </svg>
            <Typography.Text type="secondary">{line.label}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
