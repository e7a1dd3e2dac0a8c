import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { lastDays, parseDay, readPeriod, withPeriod } from './period';

const today = dayjs('2026-03-15');
const read = (search: string) => readPeriod(new URLSearchParams(search), today);

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

  it('given both ends, when read, then is that period', () => {
    expect(read('?from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('given only the start, when read, then ends today', () => {
    expect(read('?from=2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });

  it('given only the end, when read, then starts 29 days before it', () => {
    expect(read('?to=2026-01-31')).toEqual({ from: '2026-01-02', to: '2026-01-31' });
  });

  it('given a period that runs backwards, when read, then is the default', () => {
    expect(read('?from=2026-03-10&to=2026-03-01')).toEqual(lastDays(30, today));
  });

  it('given a period longer than 366 days, when read, then is the default', () => {
    expect(read('?from=2025-01-01&to=2026-01-02')).toEqual(lastDays(30, today));
  });

  it('given an end that does not parse, when read, then is the default', () => {
    expect(read('?from=2026-03-01&to=soon')).toEqual(lastDays(30, today));
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
});
