import { keepPreviousData } from '@tanstack/react-query';
import type { ReportQuery } from '../utils/report-filter';

/**
 * What every report's query shares: the last answer stays on screen while new filters are
 * asked (dimmed by the screen), and a refusal is shown by the screen itself, beside the
 * filters (a 422 names the period's end at fault), not as a toast.
 */
export const reportQueryDefaults = { placeholderData: keepPreviousData, meta: { silent: true } } as const;

/** Stands for a query that is not asked (no period to compare with): its key is never read. */
export const NOT_ASKED: ReportQuery = { from: '', to: '' };
