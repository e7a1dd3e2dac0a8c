import type { TFunction } from 'i18next';

/** An average duration given in days, in the unit that reads best: days, hours, or "under an hour". */
export function formatDuration(days: number | null | undefined, t: TFunction): string {
  if (days == null) return '—';
  if (days >= 1) return t('dashboard.duration.days', { count: Math.round(days * 10) / 10 });
  const hours = days * 24;
  if (hours >= 1) return t('dashboard.duration.hours', { count: Math.round(hours) });
  return t('dashboard.duration.underAnHour');
}
