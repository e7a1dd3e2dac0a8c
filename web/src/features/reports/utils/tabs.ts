import dayjs from 'dayjs';
import type { Period } from '@/lib/period';
import type { ReportFilter, ReportQuery } from './report-filter';

/** What every tab of the screen is given: the filter, its calls, the periods' names when two are compared, and whether to ask. */
export type TabProps = {
  filter: ReportFilter;
  queries: { current: ReportQuery; compared?: ReportQuery };
  /** The series' names, when a period is compared. */
  labels?: { current: string; compared: string };
  /** False for a caller who may not see applicants: nothing is asked. */
  enabled: boolean;
};

/** An export's file name: the report, the period's days and, when not today, the day it is as of. */
export const exportName = (report: string, { from, to, at }: ReportQuery) => `${report}-${from}-${to}${at ? `-as-of-${at}` : ''}`;

/** How a day reads on the screen. */
export const SHOWN_DAY = 'DD.MM.YYYY';

/** A period as the screen shows it ("01.01.2026 – 31.01.2026"). */
export const shownPeriod = (period: Period) => `${dayjs(period.from).format(SHOWN_DAY)} – ${dayjs(period.to).format(SHOWN_DAY)}`;
