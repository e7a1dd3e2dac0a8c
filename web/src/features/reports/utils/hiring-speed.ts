import type { HiringSpeed } from '@/types/reports';

/** The hires of every month of the period. */
export const totalHires = (report: HiringSpeed): number => report.months.reduce((sum, month) => sum + month.hires, 0);

const none = (report: HiringSpeed | undefined) => !report || (totalHires(report) === 0 && report.time_to_fill.jobs_filled === 0);

/** Whether there is nothing to show: no hire and no job filled in the period (nor in the compared one). */
export const hasNoHires = (current: HiringSpeed, compared?: HiringSpeed): boolean => none(current) && none(compared);
