import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

export type BarRow = { key: string; label: ReactNode; value: number; display?: ReactNode; color?: string };

/** Horizontal bars, each scaled to the largest value; small and dependency-free. */
export function HorizontalBars({ rows, ariaLabel }: { rows: BarRow[]; ariaLabel: string }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Flex vertical gap={8} role="list" aria-label={ariaLabel}>
      {rows.map((row) => (
        <div key={row.key} role="listitem" style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 38%) 1fr auto', gap: 8, alignItems: 'center' }}>
          <Typography.Text ellipsis>{row.label}</Typography.Text>
          <div style={{ background: '#f0f0f0', borderRadius: 4, height: 12 }}>
            <div
              style={{
                width: `${(row.value / max) * 100}%`,
                minWidth: row.value > 0 ? 4 : 0,
                height: '100%',
                borderRadius: 4,
                background: row.color ?? '#1d4ed8',
              }}
            />
          </div>
          <Typography.Text strong style={{ minWidth: 32, textAlign: 'end' }}>
            {row.display ?? row.value}
          </Typography.Text>
        </div>
      ))}
    </Flex>
  );
}

/** Vertical bars over time (one per day), with a label every `labelEvery` bars. */
export function ColumnChart({
  points,
  ariaLabel,
  labelEvery = 5,
}: {
  points: Array<{ key: string; label: string; value: number; tooltip: string }>;
  ariaLabel: string;
  labelEvery?: number;
}) {
  const max = Math.max(1, ...points.map((point) => point.value));
  // The theme's secondary text colour: small as they are, the day labels still reach 4.5:1.
  const { token } = theme.useToken();
  return (
    <div role="img" aria-label={ariaLabel}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 140, borderBottom: '1px solid #d9d9d9' }}>
        {points.map((point) => (
          <Tooltip key={point.key} title={point.tooltip}>
            <div style={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end' }}>
              <div
                style={{
                  width: '100%',
                  height: `${(point.value / max) * 100}%`,
                  minHeight: point.value > 0 ? 2 : 0,
                  background: '#1d4ed8',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            </div>
          </Tooltip>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 2 }}>
        {points.map((point, index) => (
          <div key={point.key} style={{ flex: 1, fontSize: 10, color: token.colorTextDescription, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'visible' }}>
            {index % labelEvery === 0 ? point.label : ''}
          </div>
        ))}
      </div>
    </div>
  );
}
