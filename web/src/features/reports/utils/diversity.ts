import type { DiversityReport } from '@/types/reports';

/** Whether no question has a group big enough to show: there are not enough answers. */
export const hasNoGroups = (report: DiversityReport): boolean => report.questions.every((question) => question.groups.length === 0);

/** How a count the API hid reads: under the smallest group it shows ("<5"). */
export const hiddenCount = (minimum: number): string => `<${minimum}`;
