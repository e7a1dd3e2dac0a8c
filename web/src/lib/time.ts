import dayjs, { type ConfigType } from 'dayjs';
import type { TFunction } from 'i18next';

/** Message time: same day HH:mm, same year DD MMM, otherwise DD/MM/YY (spec section 9). */
export function formatMessageTime(time: ConfigType, now: ConfigType = new Date()): string {
  const at = dayjs(time);
  const reference = dayjs(now);
  if (at.isSame(reference, 'day')) return at.format('HH:mm');
  if (at.isSame(reference, 'year')) return at.format('DD MMM');
  return at.format('DD/MM/YY');
}

export const timeUnits = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** The server names units loosely ("minutes", "Minute"); labels need the singular. */
export function toTimeUnit(unit: string): TimeUnit | null {
  const singular = unit.trim().toLowerCase().replace(/s$/, '');
  return (timeUnits as readonly string[]).includes(singular) ? (singular as TimeUnit) : null;
}

/** "5 minutes ago", built from a unit and a count as notifications carry them. */
export function relativeLabel(t: TFunction, unit: string, count: number): string {
  const known = toTimeUnit(unit);
  if (!known) return '';
  return t(`common.time.ago.${known}`, { count });
}

/** The largest whole unit between two moments: what a notification's {time, ago} holds. */
export function relativeParts(time: ConfigType, now: ConfigType = new Date()): { unit: TimeUnit; count: number } {
  const reference = dayjs(now);
  const at = dayjs(time);
  for (const unit of [...timeUnits].reverse()) {
    const count = reference.diff(at, unit);
    if (count >= 1) return { unit, count };
  }
  return { unit: 'second', count: 1 };
}

/**
 * The moment a server's "`count` `unit`s ago" stood for, counted back from when the answer came
 * (`receivedAt`): what a relative time keeps counting from. Null for a unit it does not know.
 */
export function agoMoment(unit: string, count: number, receivedAt: ConfigType): Date | null {
  const known = toTimeUnit(unit);
  return known ? dayjs(receivedAt).subtract(count, known).toDate() : null;
}
