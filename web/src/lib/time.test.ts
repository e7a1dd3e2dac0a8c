import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { agoMoment, formatMessageTime, relativeLabel, relativeParts, toTimeUnit } from './time';

const now = new Date(2025, 5, 15, 18, 30); // 15 June 2025, 18:30 local time

describe('formatMessageTime', () => {
  it('shows only the time for a message of the same day', () => {
    expect(formatMessageTime(new Date(2025, 5, 15, 9, 5), now)).toBe('09:05');
  });

  it('shows day and short month for an earlier day of the same year', () => {
    expect(formatMessageTime(new Date(2025, 0, 3, 23, 59), now)).toBe('03 Jan');
  });

  it('shows DD/MM/YY for another year', () => {
    expect(formatMessageTime(new Date(2024, 11, 31, 12, 0), now)).toBe('31/12/24');
  });

  it('names the month in the chosen language', async () => {
    await setLanguage('ru', { store: false });
    expect(formatMessageTime(new Date(2025, 0, 3), now)).toMatch(/^03 янв/);
    await setLanguage('az', { store: false });
    expect(formatMessageTime(new Date(2025, 0, 3), now)).toMatch(/^03 yan/i);
  });
});

describe('relative labels', () => {
  it('accepts the unit in singular or plural', () => {
    expect(toTimeUnit('minutes')).toBe('minute');
    expect(toTimeUnit('Year')).toBe('year');
    expect(toTimeUnit('fortnight')).toBeNull();
  });

  it('builds English labels from a unit and a count, seconds to years', () => {
    const t = i18n.t.bind(i18n);
    expect(relativeLabel(t, 'second', 1)).toBe('1 second ago');
    expect(relativeLabel(t, 'seconds', 30)).toBe('30 seconds ago');
    expect(relativeLabel(t, 'minute', 5)).toBe('5 minutes ago');
    expect(relativeLabel(t, 'hour', 1)).toBe('1 hour ago');
    expect(relativeLabel(t, 'day', 2)).toBe('2 days ago');
    expect(relativeLabel(t, 'week', 3)).toBe('3 weeks ago');
    expect(relativeLabel(t, 'month', 1)).toBe('1 month ago');
    expect(relativeLabel(t, 'years', 4)).toBe('4 years ago');
  });

  it('uses the plural forms of Russian and Azerbaijani', async () => {
    await setLanguage('ru', { store: false });
    const t = i18n.t.bind(i18n);
    expect(relativeLabel(t, 'minute', 1)).toBe('1 минуту назад');
    expect(relativeLabel(t, 'minute', 3)).toBe('3 минуты назад');
    expect(relativeLabel(t, 'minute', 5)).toBe('5 минут назад');
    expect(relativeLabel(t, 'year', 21)).toBe('21 год назад');
    await setLanguage('az', { store: false });
    expect(relativeLabel(i18n.t.bind(i18n), 'day', 2)).toBe('2 gün əvvəl');
  });

  it('finds the largest whole unit between two moments', () => {
    expect(relativeParts(new Date(2025, 5, 15, 18, 29, 30), now)).toEqual({ unit: 'second', count: 30 });
    expect(relativeParts(new Date(2025, 5, 15, 18, 0), now)).toEqual({ unit: 'minute', count: 30 });
    expect(relativeParts(new Date(2025, 5, 15, 10, 0), now)).toEqual({ unit: 'hour', count: 8 });
    expect(relativeParts(new Date(2025, 5, 12, 18, 30), now)).toEqual({ unit: 'day', count: 3 });
    expect(relativeParts(new Date(2025, 5, 1, 18, 30), now)).toEqual({ unit: 'week', count: 2 });
    expect(relativeParts(new Date(2025, 2, 15, 18, 30), now)).toEqual({ unit: 'month', count: 3 });
    expect(relativeParts(new Date(2023, 5, 15, 18, 30), now)).toEqual({ unit: 'year', count: 2 });
    expect(relativeParts(now, now)).toEqual({ unit: 'second', count: 1 });
  });
});

describe('agoMoment', () => {
  it("counts the server's \"3 minutes ago\" back from when the answer came", () => {
    expect(agoMoment('minutes', 3, now)).toEqual(new Date(2025, 5, 15, 18, 27));
  });

  it('gives no moment for a unit it does not know', () => {
    expect(agoMoment('fortnights', 2, now)).toBeNull();
  });
});
