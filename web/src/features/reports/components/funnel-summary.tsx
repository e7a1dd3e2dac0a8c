import { useTranslation } from 'react-i18next';
import type { Funnel } from '@/types/reports';
import { formatDays } from '../utils/figures';
import { SummaryCards, type SummaryFigure } from './summary-cards';

/**
 * The cohort's size and its time to hire as cards: applications, hired, and the median and 90th
 * percentile days from submission to hire. With a compared period each card shows both.
 */
export function FunnelSummary({
  current,
  compared,
  labels,
  locale,
}: {
  current: Funnel;
  compared?: Funnel;
  labels?: { current: string; compared: string };
  locale: string;
}) {
  const { t } = useTranslation();
  const figures: SummaryFigure<Funnel>[] = [
    { id: 'applications', title: t('reports.summary.applications'), value: (funnel) => String(funnel.applications) },
    { id: 'hired', title: t('reports.summary.hired'), value: (funnel) => String(funnel.time_to_hire.hired) },
    { id: 'median-to-hire', title: t('reports.summary.medianToHire'), value: (funnel) => formatDays(funnel.time_to_hire.median_days, locale) },
    { id: 'p90-to-hire', title: t('reports.summary.p90ToHire'), value: (funnel) => formatDays(funnel.time_to_hire.p90_days, locale) },
  ];
  return <SummaryCards figures={figures} current={current} compared={compared} labels={labels} />;
}
