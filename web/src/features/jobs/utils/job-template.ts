import dayjs from 'dayjs';
import type { JobDetails } from '@/types/jobs';
import { defaultJobValues, toFormValues, type JobFormValues } from './job-form';

/**
 * The job template form's values: the saved template, or, before one is written, a job
 * named after the position (title and position field both).
 */
export function templateFormValues(details: JobDetails | null | undefined, positionTitle?: string): JobFormValues {
  if (details) return { ...defaultJobValues, ...toFormValues(details) };
  return positionTitle ? { ...defaultJobValues, title: positionTitle, position: positionTitle } : { ...defaultJobValues };
}

/**
 * The post-job wizard's first values for a job posted from a position: its template, less a
 * deadline that has passed since the template was written (the server would refuse it).
 */
export function postFromTemplateValues(details: JobDetails | null | undefined, positionTitle?: string): JobFormValues {
  const values = templateFormValues(details, positionTitle);
  return values.deadline && values.deadline.isBefore(dayjs(), 'day') ? { ...values, deadline: null } : values;
}
