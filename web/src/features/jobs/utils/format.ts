import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { JobDetails } from '@/types/jobs';

export const formatDate = (value: string | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY') : '');
export const formatDateTime = (value: string | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY HH:mm') : '');
/** "14:30:00" → "14:30". */
export const formatTime = (value: string | null | undefined) => (value ? value.slice(0, 5) : '');

const amount = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

/** "1 000 – 2 000 AZN", "from 1 000 AZN", or null when there is nothing to show. */
export function formatSalary(details: Pick<JobDetails, 'salary_min' | 'salary_max' | 'currency'>, t: TFunction): string | null {
  const { salary_min: min, salary_max: max, currency } = details;
  if (min != null && max != null) return `${amount(min)} – ${amount(max)} ${currency}`;
  if (min != null) return t('jobs.salary.from', { amount: `${amount(min)} ${currency}` });
  if (max != null) return t('jobs.salary.upTo', { amount: `${amount(max)} ${currency}` });
  return null;
}

export const formatMoney = (value: number, currency: string) => `${amount(value)} ${currency}`;

export function candidateName(person: { first_name?: string | null; last_name?: string | null }, t: TFunction): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return name || t('jobs.applicant.deletedUser');
}
