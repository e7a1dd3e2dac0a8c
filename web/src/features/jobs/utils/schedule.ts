import type { Dayjs } from 'dayjs';
import type { InterviewResponse } from '@/types/jobs';

/** The days a day or week view shows around `focus` (a week starts as the reader's locale says). */
export function daysOf(span: 'day' | 'week', focus: Dayjs): Dayjs[] {
  if (span === 'day') return [focus.startOf('day')];
  const first = focus.startOf('week');
  return Array.from({ length: 7 }, (_, index) => first.add(index, 'day'));
}

/** Each day's interviews, earliest first. */
export function byDay(interviews: InterviewResponse[]): Map<string, InterviewResponse[]> {
  const days = new Map<string, InterviewResponse[]>();
  for (const item of [...interviews].sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`))) {
    days.set(item.date, [...(days.get(item.date) ?? []), item]);
  }
  return days;
}
