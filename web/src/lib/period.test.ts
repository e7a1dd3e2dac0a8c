import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { lastDays, parseDay, readChosenPeriod, readPeriod, withPeriod } from './period';

const today = dayjs('2026-03-15');
const read = (search: string, days = 30) => readPeriod(new URLSearchParams(search), { days, today });
const compareKeys = { from: 'compare_from', to: 'compare_to' };

describe('parseDay', () => {
  it('given a real day written YYYY-MM-DD, when parsed, then gives that day', () => {
    expect(parseDay('2026-02-28')?.format('YYYY-MM-DD')).toBe('2026-02-28');
  });

  it('given a day that does not exist, when parsed, then gives nothing', () => {
    expect(parseDay('2026-02-30')).toBeUndefined();
  });

  it('given another format, when parsed, then gives nothing', () => {
    expect(parseDay('15.03.2026')).toBeUndefined();
  });
});

describe('lastDays', () => {
  it('given 30 days, when computed, then ends today and starts 29 days before', () => {
    expect(lastDays(30, today)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });
});

describe('readPeriod', () => {
  it('given no period in the URL, when read, then is the last 30 days', () => {
    expect(read('')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('given no period in the URL and 90 days by default, when read, then is the last 90 days', () => {
    expect(read('', 90)).toEqual({ from: '2025-12-16', to: '2026-03-15' });
  });

  it('given both ends, when read, then is that period', () => {
    expect(read('?from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('given only the start, when read, then ends today', () => {
    expect(read('?from=2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });

  it('given only the end, when read, then starts 29 days before it', () => {
    expect(read('?to=2026-01-31')).toEqual({ from: '2026-01-02', to: '2026-01-31' });
  });

  it('given only the end and 90 days by default, when read, then starts 89 days before it, as the API does', () => {
    expect(read('?to=2026-03-31', 90)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('given a period that runs backwards, when read, then is the default', () => {
    expect(read('?from=2026-03-10&to=2026-03-01')).toEqual(lastDays(30, today));
  });

  it('given a period longer than 366 days, when read, then is the default', () => {
    expect(read('?from=2025-01-01&to=2026-01-02')).toEqual(lastDays(30, today));
  });

  it('given a period of exactly 366 days, when read, then is that period', () => {
    expect(read('?from=2025-01-01&to=2026-01-01')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });

  it('given an end that does not parse, when read, then is the default', () => {
    expect(read('?from=2026-03-01&to=soon')).toEqual(lastDays(30, today));
  });

  it('given other keys, when read, then reads the period there', () => {
    const params = new URLSearchParams('from=2026-01-01&to=2026-01-31&compare_from=2025-01-01&compare_to=2025-01-31');
    expect(readPeriod(params, { days: 30, today, keys: compareKeys })).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });
});

describe('readChosenPeriod', () => {
  const chosen = (search: string) => readChosenPeriod(new URLSearchParams(search), compareKeys);

  it('given both ends, when read, then is that period', () => {
    expect(chosen('?compare_from=2025-01-01&compare_to=2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });

  it('given no period, when read, then is none', () => {
    expect(chosen('?from=2025-01-01&to=2025-03-31')).toBeUndefined();
  });

  it('given one end only, when read, then is none', () => {
    expect(chosen('?compare_from=2025-01-01')).toBeUndefined();
  });

  it('given a period that runs backwards or is too long, when read, then is none', () => {
    expect(chosen('?compare_from=2025-03-01&compare_to=2025-01-01')).toBeUndefined();
    expect(chosen('?compare_from=2024-01-01&compare_to=2025-01-02')).toBeUndefined();
  });
});

describe('withPeriod', () => {
  it('given other parameters, when a period is written, then keeps them', () => {
    const next = withPeriod(new URLSearchParams('at=2026-03-01&jobs=a,b'), { from: '2026-02-01', to: '2026-02-28' });
    expect(next.toString()).toBe('at=2026-03-01&jobs=a%2Cb&from=2026-02-01&to=2026-02-28');
  });

  it('given a period in the URL, when cleared, then takes out only from and to', () => {
    expect(withPeriod(new URLSearchParams('from=2026-02-01&to=2026-02-28&at=2026-03-01'), null).toString()).toBe('at=2026-03-01');
  });

  it('given other keys, when written and cleared, then touches only those', () => {
    const written = withPeriod(new URLSearchParams('from=2026-02-01&to=2026-02-28'), { from: '2025-02-01', to: '2025-02-28' }, compareKeys);
    expect(written.toString()).toBe('from=2026-02-01&to=2026-02-28&compare_from=2025-02-01&compare_to=2025-02-28');
    expect(withPeriod(written, null, compareKeys).toString()).toBe('from=2026-02-01&to=2026-02-28');
  });
});
