import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { comparedTabs, type ReportFilter, type ReportTab } from '../utils/report-filter';
import { SHOWN_DAY, shownPeriod } from '../utils/tabs';

/**
 * The line above a tab's report: what its period counts (applications submitted, hires made,
 * offers sent, interviews held) and as of which day, a note when the tab ignores a compared
 * period, and the tab's own controls and download.
 */
export function ReportHeader({ tab, filter, children }: { tab: ReportTab; filter: ReportFilter; children?: ReactNode }) {
  const { t } = useTranslation();
  const ignoresCompare = filter.compare !== undefined && !comparedTabs.includes(tab);
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text type="secondary" data-testid="report-cohort">
          {t(filter.at ? `reports.scope.${tab}.asOf` : `reports.scope.${tab}.today`, {
            period: shownPeriod(filter.period),
            at: filter.at ? dayjs(filter.at).format(SHOWN_DAY) : '',
          })}
        </Typography.Text>
        {children && (
          <Flex align="center" wrap gap={12}>
            {children}
          </Flex>
        )}
      </Flex>
      {ignoresCompare && (
        <Typography.Text type="secondary" italic data-testid="compare-ignored">
          {t('reports.compareIgnored')}
        </Typography.Text>
      )}
    </Flex>
  );
}
