import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatMoney, formatMoneyRange } from '@/lib/format';
import type { JobDetails } from '@/types/jobs';

export const formatDate = (value: string | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY') : '');
export const formatDateTime = (value: string | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY HH:mm') : '');
/** "14:30:00" → "14:30". */
export const formatTime = (value: string | null | undefined) => (value ? value.slice(0, 5) : '');

/** "AZN 1,000–2,000", "from AZN 1,000" (en), or null when there is nothing to show; money in `locale`'s way. */
export function formatSalary(details: Pick<JobDetails, 'salary_min' | 'salary_max' | 'currency'>, t: TFunction, locale: string): string | null {
  const { salary_min: min, salary_max: max, currency } = details;
  if (min != null && max != null) return formatMoneyRange(locale, min, max, currency);
  if (min != null) return t('jobs.salary.from', { amount: formatMoney(locale, min, currency) });
  if (max != null) return t('jobs.salary.upTo', { amount: formatMoney(locale, max, currency) });
  return null;
}

export function candidateName(person: { first_name?: string | null; last_name?: string | null }, t: TFunction): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  return name || t('jobs.applicant.deletedUser');
}
