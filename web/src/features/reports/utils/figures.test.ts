import { describe, expect, it } from 'vitest';
import type { CohortStage, Funnel } from '@/types/reports';
import { formatCountOf, formatDays, formatMonth, formatOptionalMoney, formatRating, formatShare, isEmpty, pairRows, ratingDifference, stageRows } from './figures';

const stage = (id: number, value: string, reached: number): CohortStage => ({
  status: { id, value },
  reached,
  in_flight: reached,
  moved_on: 0,
  rejected_by_company: 0,
  rejected_by_applicant: 0,
  conversion: null,
  median_days: null,
  p90_days: null,
});
const funnel = (applications: number, stages: CohortStage[]): Funnel => ({ applications, stages, time_to_hire: { hired: 0, median_days: null, p90_days: null } });

describe('formatDays', () => {
  it('given days, when formatted in English, then has one decimal', () => {
    expect(formatDays(2.25, 'en')).toBe('2.3');
    expect(formatDays(3, 'en')).toBe('3.0');
  });

  it('given days, when formatted in Russian or Azerbaijani, then uses their decimal comma', () => {
    expect(formatDays(2.5, 'ru')).toBe('2,5');
    expect(formatDays(2.5, 'az')).toBe('2,5');
  });

  it('given no value, when formatted, then is a dash', () => {
    expect(formatDays(null, 'en')).toBe('—');
    expect(formatDays(undefined, 'en')).toBe('—');
  });
});

describe('formatShare', () => {
  it('given a share, when formatted, then is a percentage with one decimal', () => {
    expect(formatShare(0.5, 'en')).toBe('50.0%');
    expect(formatShare(2 / 3, 'en')).toBe('66.7%');
  });

  it('given no value (nobody left the stage), when formatted, then is a dash', () => {
    expect(formatShare(null, 'en')).toBe('—');
  });

  it('given a share of zero, when formatted, then is zero, not a dash', () => {
    expect(formatShare(0, 'en')).toBe('0.0%');
  });
});

describe('stageRows', () => {
  it('given one funnel, when rowed, then gives its stages in order with nothing compared', () => {
    const rows = stageRows(funnel(3, [stage(0, 'applied', 3), stage(1, 'in_review', 2)]));
    expect(rows.map((row) => [row.status, row.current.reached, row.compared])).toEqual([
      ['applied', 3, undefined],
      ['in_review', 2, undefined],
    ]);
  });

  it('given a compared funnel, when rowed, then pairs the stages of the same status', () => {
    const rows = stageRows(funnel(3, [stage(0, 'applied', 3), stage(1, 'in_review', 2)]), funnel(5, [stage(1, 'in_review', 4), stage(0, 'applied', 5)]));
    expect(rows.map((row) => [row.status, row.current.reached, row.compared?.reached])).toEqual([
      ['applied', 3, 5],
      ['in_review', 2, 4],
    ]);
  });
});

describe('isEmpty', () => {
  it('given no applications, when asked, then is empty', () => {
    expect(isEmpty(funnel(0, []))).toBe(true);
  });

  it('given no applications in the period but some in the compared one, when asked, then is not empty', () => {
    expect(isEmpty(funnel(0, []), funnel(2, []))).toBe(false);
  });
});

describe('formatRating', () => {
  it('given an average, when formatted, then has one or two decimals', () => {
    expect(formatRating(3, 'en')).toBe('3.0');
    expect(formatRating(2.75, 'en')).toBe('2.75');
    expect(formatRating(3.3333, 'ru')).toBe('3,33');
  });

  it('given no rating, when formatted, then is a dash', () => {
    expect(formatRating(null, 'en')).toBe('—');
  });
});

describe('ratingDifference', () => {
  it('given an interviewer above the panel, when compared, then is the gap with a plus sign, above', () => {
    expect(ratingDifference(3, 2.5, 'en')).toEqual({ text: '+0.5', leaning: 'above' });
  });

  it('given an interviewer below the panel, when compared, then is the gap with a minus sign, below', () => {
    expect(ratingDifference(2, 2.25, 'en')).toEqual({ text: '\u22120.25', leaning: 'below' });
  });

  it('given the same average, or a gap that rounds to nothing, when compared, then is zero, neither above nor below', () => {
    expect(ratingDifference(3, 3, 'en')).toEqual({ text: '0.0', leaning: 'same' });
    expect(ratingDifference(3.001, 3, 'en')).toEqual({ text: '0.0', leaning: 'same' });
  });

  it('given no rating on either side, when compared, then is none', () => {
    expect(ratingDifference(null, 3, 'en')).toBeUndefined();
    expect(ratingDifference(3, undefined, 'en')).toBeUndefined();
  });
});

describe('formatCountOf', () => {
  it('given a count of a total, when formatted, then adds its share', () => {
    expect(formatCountOf(3, 4, 'en')).toBe('3 (75.0%)');
  });

  it('given a total of zero, when formatted, then is the count alone', () => {
    expect(formatCountOf(0, 0, 'en')).toBe('0');
  });
});

describe('formatOptionalMoney', () => {
  it("given an amount, when formatted, then is the app's money in the reader's language", () => {
    expect(formatOptionalMoney(5000, 'AZN', 'en')).toBe('AZN\u00a05,000');
    expect(formatOptionalMoney(5000, 'AZN', 'ru')).toBe('5\u00a0000\u00a0AZN');
  });

  it('given no amount, when formatted, then is a dash', () => {
    expect(formatOptionalMoney(null, 'AZN', 'en')).toBe('—');
  });
});

describe('formatMonth', () => {
  it('given a month of the API, when formatted, then reads as the language names it', () => {
    expect(formatMonth('2026-01', 'en')).toBe('Jan 2026');
    // ICU's spacing differs between versions: any space reads the same.
    expect(formatMonth('2026-01', 'ru').replace(/\s/g, ' ')).toBe('янв. 2026 г.');
  });

  it('given something that is not a month, when formatted, then is shown as sent', () => {
    expect(formatMonth('soon', 'en')).toBe('soon');
  });
});

describe('pairRows', () => {
  it('given two periods with different currencies, when paired, then has every currency of either, the period\'s first', () => {
    const rows = pairRows([{ currency: 'AZN' }], [{ currency: 'USD' }, { currency: 'AZN' }], (row) => row.currency);
    expect(rows.map((row) => [row.key, row.current?.currency, row.compared?.currency])).toEqual([
      ['AZN', 'AZN', 'AZN'],
      ['USD', undefined, 'USD'],
    ]);
  });
});
