import { describe, expect, it } from 'vitest';
import { benchmarkFigures, countFormatter, fieldChanges, formatOptionalMoney, requestBlocker } from './figures';

/** Amounts as Intl writes them in English: "AZN", a no-break space, the grouped number. */
const azn = (amount: string) => `AZN\u00a0${amount}`;

describe('countFormatter', () => {
  it('groups whole numbers as the reader\'s language does', () => {
    expect(countFormatter('en')(12000)).toBe('12,000');
    expect(countFormatter('ru')(12000)).toBe('12\u00a0000');
  });
});

describe('formatOptionalMoney', () => {
  it('given no amount or no currency, shows a dash', () => {
    expect(formatOptionalMoney('en', null, 'AZN')).toBe('—');
    expect(formatOptionalMoney('en', 1000, null)).toBe('—');
    expect(formatOptionalMoney('en', 1000, 'USD')).toBe('$1,000');
  });
});

describe('benchmarkFigures', () => {
  it('given a benchmark, gives its median and its middle half in its currency', () => {
    expect(benchmarkFigures('en', { count: 12, p25: 2100, median: 2500, p75: 3100, currency: 'AZN' })).toEqual({
      median: azn('2,500'),
      range: azn('2,100–3,100'),
    });
  });

  it('given too little data (null), gives nothing', () => {
    expect(benchmarkFigures('en', null)).toBeNull();
  });
});

describe('fieldChanges', () => {
  const values = { budget: 2, out_of_budget: 0, salary_budget: 60000, currency: 'AZN' };

  it('given a change, lists only the figures that changed, each from → to', () => {
    expect(fieldChanges('en', { from: values, to: { ...values, budget: 3 } })).toEqual([{ field: 'budget', from: '2', to: '3' }]);
  });

  it('given a change of currency alone, shows it on the salary budget', () => {
    expect(fieldChanges('en', { from: values, to: { ...values, currency: 'USD' } })).toEqual([
      { field: 'salary_budget', from: azn('60,000'), to: '$60,000' },
    ]);
  });

  it('given a line set for the first time, lists every figure it was given', () => {
    expect(fieldChanges('en', { from: null, to: { budget: 2, out_of_budget: 0, salary_budget: null, currency: null } })).toEqual([
      { field: 'budget', from: '—', to: '2' },
      { field: 'out_of_budget', from: '—', to: '0' },
    ]);
  });

  it('given a removed line, lists every figure it had going to a dash', () => {
    expect(fieldChanges('en', { from: values, to: null })).toEqual([
      { field: 'budget', from: '2', to: '—' },
      { field: 'out_of_budget', from: '0', to: '—' },
      { field: 'salary_budget', from: azn('60,000'), to: '—' },
    ]);
  });
});

describe('requestBlocker', () => {
  it('given a vacancy and a job template, blocks nothing', () => {
    expect(requestBlocker({ vacancy: 2, has_job_template: true })).toBeNull();
  });

  it('given no vacancy, or no job template, says why staff cannot be requested', () => {
    expect(requestBlocker({ vacancy: 0, has_job_template: true })).toBe('workforcePlanning.why.noVacancy');
    expect(requestBlocker({ vacancy: 1, has_job_template: false })).toBe('workforcePlanning.why.noTemplate');
  });
});
