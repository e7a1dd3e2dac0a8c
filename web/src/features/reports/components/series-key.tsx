import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { Period } from '@/lib/period';
import { seriesColors } from '../utils/figures';
import { shownPeriod } from '../utils/tabs';

/** A coloured square and a period's name and days: what each series of a chart and a table stands for. */
export function SeriesKey({ color, label, period }: { color: string; label: string; period: Period }) {
  return (
    <Flex gap={8} align="center">
      <span style={{ width: 12, height: 12, borderRadius: 2, background: color, flex: 'none' }} />
      <Typography.Text>
        {label}: {shownPeriod(period)}
      </Typography.Text>
    </Flex>
  );
}

/** The keys of both series, shown above a report that compares two periods. */
export function SeriesKeys({ period, compare }: { period: Period; compare: Period }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={24} data-testid="report-series">
      <SeriesKey color={seriesColors.current} label={t('reports.series.current')} period={period} />
      <SeriesKey color={seriesColors.compared} label={t('reports.series.compared')} period={compare} />
    </Flex>
  );
}
