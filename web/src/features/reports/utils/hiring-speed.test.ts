import { describe, expect, it } from 'vitest';
import type { HiringSpeed } from '@/types/reports';
import { hasNoHires, totalHires } from './hiring-speed';

const speed = (hires: number[], jobsFilled: number): HiringSpeed => ({
  months: hires.map((count, index) => ({ month: `2026-0${index + 1}`, hires: count, median_days: null, p90_days: null })),
  time_to_fill: { jobs_filled: jobsFilled, median_days: null, p90_days: null },
});

describe('totalHires', () => {
  it('given hires in several months, when totalled, then is their sum', () => {
    expect(totalHires(speed([2, 0, 3], 1))).toBe(5);
  });
});

describe('hasNoHires', () => {
  it('given no hire and no job filled, when asked, then is empty', () => {
    expect(hasNoHires(speed([0], 0))).toBe(true);
  });

  it('given a job filled but no hire in the period, when asked, then is not empty', () => {
    expect(hasNoHires(speed([], 1))).toBe(false);
  });

  it('given nothing in the period but hires in the compared one, when asked, then is not empty', () => {
    expect(hasNoHires(speed([], 0), speed([1], 0))).toBe(false);
  });
});
