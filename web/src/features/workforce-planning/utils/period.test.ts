import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import { formatPeriod, parsePeriod, pastDay, periodChoices, periodFromSearch, periodLabel, quarterOf } from './period';

describe('parsePeriod', () => {
  it('given a year or a quarter as the API writes them, reads it', () => {
    expect(parsePeriod('2026')).toEqual({ year: 2026, quarter: null });
    expect(parsePeriod('2026-Q3')).toEqual({ year: 2026, quarter: 3 });
  });

  it('given anything else, or a year outside 2000..2100, reads nothing', () => {
    for (const text of ['', '26', '2026-Q5', '2026-Q0', '2026Q1', '2026-q1', '1999', '2101', '2026-03', null, undefined]) {
      expect(parsePeriod(text), String(text)).toBeNull();
    }
  });
});

describe('formatPeriod', () => {
  it('writes a year as its number and a quarter as YYYY-Qn', () => {
    expect(formatPeriod({ year: 2026, quarter: null })).toBe('2026');
    expect(formatPeriod({ year: 2026, quarter: 4 })).toBe('2026-Q4');
  });
});

describe('quarterOf', () => {
  it('given the first and the last day of a quarter, names that quarter', () => {
    expect(quarterOf(new Date(2026, 0, 1))).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf(new Date(2026, 8, 30))).toEqual({ year: 2026, quarter: 3 });
    expect(quarterOf(new Date(2026, 9, 1))).toEqual({ year: 2026, quarter: 4 });
  });
});

describe('periodFromSearch', () => {
  const today = new Date(2026, 10, 23);

  it('given a valid ?period=, keeps it', () => {
    expect(periodFromSearch('2025', today)).toBe('2025');
    expect(periodFromSearch('2027-Q1', today)).toBe('2027-Q1');
  });

  it('given no period or one that is not valid, falls back to the current quarter', () => {
    expect(periodFromSearch(null, today)).toBe('2026-Q4');
    expect(periodFromSearch('next', today)).toBe('2026-Q4');
  });
});

describe('periodChoices', () => {
  it('given a quarter, offers the year before, its year and quarters, and the year after', () => {
    expect(periodChoices('2026-Q3')).toEqual(['2025', '2026', '2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4', '2027']);
  });

  it('given a year at the edge of the range, offers no year beyond it', () => {
    expect(periodChoices('2000')).toEqual(['2000', '2000-Q1', '2000-Q2', '2000-Q3', '2000-Q4', '2001']);
    expect(periodChoices('2100').at(-1)).toBe('2100-Q4');
  });
});

describe('periodLabel', () => {
  it('names a quarter in the reader\'s language and a year by its number', () => {
    const t = i18n.t.bind(i18n);
    expect(periodLabel(t, '2026-Q3')).toBe('Q3 2026');
    expect(periodLabel(t, '2026')).toBe('2026');
  });

  it('given a language that names quarters in Roman numerals, uses them', async () => {
    await setLanguage('ru', { store: false });
    expect(periodLabel(i18n.t.bind(i18n), '2026-Q4')).toBe('IV кв. 2026');
    await setLanguage('az', { store: false });
    expect(periodLabel(i18n.t.bind(i18n), '2026-Q3')).toBe('2026, III rüb');
  });
});

describe('pastDay', () => {
  const today = new Date(2026, 10, 23, 12);

  it('given a day before today, keeps it', () => {
    expect(pastDay('2026-11-22', today)).toBe('2026-11-22');
  });

  it('given today, a later day, an impossible date or another format, keeps nothing: the live plan', () => {
    for (const value of ['2026-11-23', '2026-12-01', '2026-02-31', '22.11.2026', '', null]) {
      expect(pastDay(value, today), String(value)).toBeUndefined();
    }
  });
});
