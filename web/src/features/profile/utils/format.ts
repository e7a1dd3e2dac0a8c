import dayjs from 'dayjs';

/** "03.2021 – 05.2024", or "03.2021 – Present" while it goes on. */
export function formatPeriod(start: string, end: string | null | undefined, present: string): string {
  const month = (value: string) => dayjs(value).format('MM.YYYY');
  return `${month(start)} – ${end ? month(end) : present}`;
}
