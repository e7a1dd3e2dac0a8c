import Flex from 'antd/es/flex';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';

/** A series of the chart: one period's figure per stage. */
export type FunnelSeries = { key: string; label: string; color: string; values: number[] };

/**
 * How many applications reached each stage: a horizontal bar per stage and series (two when a
 * period is compared), each scaled to the largest figure. Hand-written like the dashboard's
 * snapshot charts (`charts.tsx`): no chart library for a handful of bars. Each stage is a list
 * item whose label reads its figures, for screen readers. The other reports draw their bars
 * with it too (a month for a stage); `format` writes a figure that is not a count (days).
 */
export function FunnelChart({
  stages,
  series,
  ariaLabel,
  format = String,
}: {
  stages: string[];
  series: FunnelSeries[];
  ariaLabel: string;
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...series.flatMap((one) => one.values));
  const compared = series.length > 1;
  return (
    <Flex vertical gap={compared ? 12 : 8} role="list" aria-label={ariaLabel}>
      {stages.map((stage, index) => {
        const figures = series.map((one) => (compared ? `${one.label} ${format(one.values[index] ?? 0)}` : format(one.values[index] ?? 0)));
        return (
          <div
            key={stage}
            role="listitem"
            aria-label={`${stage}: ${figures.join(', ')}`}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 30%) 1fr', gap: 8, alignItems: 'center' }}
          >
            <Typography.Text ellipsis={{ tooltip: stage }}>{stage}</Typography.Text>
            <Flex vertical gap={3}>
              {series.map((one) => {
                const value = one.values[index] ?? 0;
                return (
                  <Tooltip key={one.key} title={compared ? `${one.label}: ${format(value)}` : undefined}>
                    <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 8, alignItems: 'center' }} data-series={one.key}>
                      <div style={{ background: '#f0f0f0', borderRadius: 4, height: compared ? 10 : 14 }}>
                        <div
                          data-testid="funnel-bar"
                          style={{
                            width: `${(value / max) * 100}%`,
                            minWidth: value > 0 ? 4 : 0,
                            height: '100%',
                            borderRadius: 4,
                            background: one.color,
                          }}
                        />
                      </div>
                      <Typography.Text strong={!compared || one.key === series[0].key} style={{ minWidth: 32, textAlign: 'end' }}>
                        {format(value)}
                      </Typography.Text>
                    </div>
                  </Tooltip>
                );
              })}
            </Flex>
          </div>
        );
      })}
    </Flex>
  );
}
