import Flex from 'antd/es/flex';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { HistogramBucket } from '@/types/benchmark';
import type { MoneyFormat } from '../utils/benchmark-search';

/** Height of the tallest bar, in pixels. */
const BAR_AREA = 140;

/**
 * The distribution as plain bars, one per bucket, as tall as its count; each names its range
 * and count in a tooltip and to screen readers. Buckets inside the middle half are stronger.
 */
export function BenchmarkHistogram({
  buckets,
  p25,
  p75,
  format,
}: {
  buckets: HistogramBucket[];
  p25: number;
  p75: number;
  format: MoneyFormat;
}) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const first = buckets[0];
  const last = buckets.at(-1);
  return (
    <Flex vertical gap={4}>
      <ul
        role="list"
        aria-label={t('benchmark.distribution')}
        style={{ display: 'flex', alignItems: 'flex-end', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {buckets.map((bucket) => {
          const text = t('benchmark.bucket', { range: format.range(bucket.from, bucket.to), count: bucket.count });
          const middle = bucket.to >= p25 && bucket.from <= p75;
          return (
            <Tooltip key={`${bucket.from}-${bucket.to}`} title={text}>
              <li aria-label={text} data-testid="histogram-bar" data-count={bucket.count} style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-hidden>
                  {bucket.count}
                </Typography.Text>
                <div
                  style={{
                    height: Math.max(bucket.count > 0 ? 2 : 0, Math.round((bucket.count / highest) * BAR_AREA)),
                    background: 'var(--ant-color-primary, #1d4ed8)',
                    opacity: middle ? 1 : 0.45,
                    borderRadius: '4px 4px 0 0',
                  }}
                />
              </li>
            </Tooltip>
          );
        })}
      </ul>
      {first && last && (
        <Flex justify="space-between" aria-hidden>
          <Typography.Text type="secondary">{format.amount(first.from)}</Typography.Text>
          <Typography.Text type="secondary">{format.amount(last.to)}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
