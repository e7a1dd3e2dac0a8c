import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pastDay, previousPeriod, readReportFilter, reportQueries, withReportChanges, yearBefore } from './report-filter';

const today = dayjs('2026-03-15');
const read = (search: string) => readReportFilter(new URLSearchParams(search), today);
const job = '5f0c6a52-3a1e-4d7b-9a55-0c7e3f1b2a11';
const other = '0b9e8a4c-7d2f-4c1b-8e3a-6f5d4c3b2a10';
const unit = '018f2b7c-1111-7abc-8def-0123456789ab';

describe('readReportFilter', () => {
  it('given no filter in the URL, when read, then is the funnel of the last 90 days as of today, every job and unit, nothing compared, on time as the company set', () => {
    expect(read('')).toEqual({
      tab: 'funnel',
      period: { from: '2025-12-16', to: '2026-03-15' },
      compare: undefined,
      at: undefined,
      jobs: [],
      unit: undefined,
      onTimeDays: undefined,
    });
  });

  it('given every filter in the URL, when read, then gives each', () => {
    expect(
      read(`?tab=offers&from=2026-01-01&to=2026-01-31&compare_from=2025-01-01&compare_to=2025-01-31&at=2026-02-28&job=${job}&job=${other}&unit=${unit}&on_time_days=5`),
    ).toEqual({
      tab: 'offers',
      period: { from: '2026-01-01', to: '2026-01-31' },
      compare: { from: '2025-01-01', to: '2025-01-31' },
      at: '2026-02-28',
      jobs: [job, other],
      unit,
      onTimeDays: 5,
    });
  });

  it('given jobs separated by commas, as the API takes them, when read, then gives each once', () => {
    expect(read(`?job=${job},${other}&job=${job}`).jobs).toEqual([job, other]);
  });

  it('given a tab that is not one of the screen, when read, then is the funnel', () => {
    expect(read('?tab=salaries').tab).toBe('funnel');
  });

  it("given on-time days out of 0..30 or not a number, when read, then are none (the company's setting)", () => {
    expect(read('?on_time_days=31').onTimeDays).toBeUndefined();
    expect(read('?on_time_days=-1').onTimeDays).toBeUndefined();
    expect(read('?on_time_days=two').onTimeDays).toBeUndefined();
    expect(read('?on_time_days=0').onTimeDays).toBe(0);
  });

  it('given a unit that is not an id, when read, then is every unit', () => {
    expect(read('?unit=sales').unit).toBeUndefined();
  });

  it('given an "as of" day of today or later, when read, then is today (no day sent)', () => {
    expect(read('?at=2026-03-15').at).toBeUndefined();
    expect(read('?at=2026-04-01').at).toBeUndefined();
  });

  it('given a job that is not an id, when read, then leaves it out', () => {
    expect(read('?job=analyst').jobs).toEqual([]);
    expect(read(`?job=analyst,${job}`).jobs).toEqual([job]);
  });

  it('given a compared period with one end only, when read, then compares with nothing', () => {
    expect(read('?compare_from=2025-01-01').compare).toBeUndefined();
  });
});

describe('pastDay', () => {
  it('given yesterday, when read, then is that day', () => {
    expect(pastDay('2026-03-14', today)).toBe('2026-03-14');
  });

  it('given a day that does not parse, when read, then is none', () => {
    expect(pastDay('yesterday', today)).toBeUndefined();
  });
});

describe('withReportChanges', () => {
  it('given a period, when written, then keeps the other filters', () => {
    const next = withReportChanges(new URLSearchParams(`job=${job}&at=2026-03-01`), { period: { from: '2026-01-01', to: '2026-01-31' } });
    expect(next.toString()).toBe(`job=${job}&at=2026-03-01&from=2026-01-01&to=2026-01-31`);
  });

  it('given a compared period, when written and then cleared, then only its keys change', () => {
    const written = withReportChanges(new URLSearchParams('from=2026-01-01&to=2026-01-31'), { compare: { from: '2025-12-01', to: '2025-12-31' } });
    expect(written.toString()).toBe('from=2026-01-01&to=2026-01-31&compare_from=2025-12-01&compare_to=2025-12-31');
    expect(withReportChanges(written, { compare: null }).toString()).toBe('from=2026-01-01&to=2026-01-31');
  });

  it('given jobs, a day and a unit, when written and then cleared, then sets and takes out each', () => {
    const written = withReportChanges(new URLSearchParams(), { jobs: [job, other], at: '2026-03-01', unit });
    expect(written.toString()).toBe(`at=2026-03-01&job=${job}&job=${other}&unit=${unit}`);
    expect(withReportChanges(written, { jobs: [], at: null, unit: null }).toString()).toBe('');
  });

  it('given a tab, when written, then keeps it in the URL, the funnel (the default) being no parameter', () => {
    const written = withReportChanges(new URLSearchParams('from=2026-01-01&to=2026-01-31'), { tab: 'interviewers' });
    expect(written.toString()).toBe('from=2026-01-01&to=2026-01-31&tab=interviewers');
    expect(withReportChanges(written, { tab: 'funnel' }).toString()).toBe('from=2026-01-01&to=2026-01-31');
  });

  it("given on-time days, when written, then keeps them, even the company's, until taken out", () => {
    const written = withReportChanges(new URLSearchParams('tab=interviewers'), { onTimeDays: 7 });
    expect(written.toString()).toBe('tab=interviewers&on_time_days=7');
    expect(withReportChanges(written, { onTimeDays: 2 }).toString()).toBe('tab=interviewers&on_time_days=2');
    expect(withReportChanges(written, { onTimeDays: null }).toString()).toBe('tab=interviewers');
  });
});

describe('reportQueries', () => {
  it('given a compared period, when the calls are made, then both take the same day, jobs (separated by commas) and unit', () => {
    const filter = read(`?from=2026-01-01&to=2026-01-31&compare_from=2025-01-01&compare_to=2025-01-31&at=2026-02-28&job=${job}&job=${other}&unit=${unit}`);
    expect(reportQueries(filter)).toEqual({
      current: { from: '2026-01-01', to: '2026-01-31', at: '2026-02-28', job: `${job},${other}`, unit },
      compared: { from: '2025-01-01', to: '2025-01-31', at: '2026-02-28', job: `${job},${other}`, unit },
    });
  });

  it('given no job chosen, when the calls are made, then they name none (every job)', () => {
    expect(reportQueries(read('')).current.job).toBeUndefined();
  });

  it('given no compared period, when the calls are made, then there is one', () => {
    expect(reportQueries(read('')).compared).toBeUndefined();
  });
});

describe('previousPeriod', () => {
  it('given a month, when computed, then is as many days ending the day before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });

  it('given one day, when computed, then is the day before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});

describe('yearBefore', () => {
  it('given a quarter, when computed, then is the same days a year earlier', () => {
    expect(yearBefore({ from: '2026-01-01', to: '2026-03-31' })).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });
});
