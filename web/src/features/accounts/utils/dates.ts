import dayjs, { type Dayjs } from 'dayjs';

/** How the employees screen shows and takes days. */
export const DAY_FORMAT = 'DD.MM.YYYY';

/** "2026-03-01" → "01.03.2026"; '' without a day. */
export const formatDay = (day: string | null | undefined) => (day ? dayjs(day).format(DAY_FORMAT) : '');

/** A picked day as the API takes it (YYYY-MM-DD). */
export const toApiDay = (day: Dayjs) => day.format('YYYY-MM-DD');

/** An API day for a date picker. */
export const fromApiDay = (day: string | null | undefined) => (day ? dayjs(day) : undefined);
