import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatSalary, formatTime } from './format';

const t = i18n.t.bind(i18n);

describe('format', () => {
  it('shows a salary range, one bound, or nothing', () => {
    expect(formatSalary({ salary_min: 1000, salary_max: 2500, currency: 'AZN' }, t)).toBe('1 000 – 2 500 AZN');
    expect(formatSalary({ salary_min: 1000, salary_max: null, currency: 'USD' }, t)).toBe('from 1 000 USD');
    expect(formatSalary({ salary_min: null, salary_max: 900, currency: 'EUR' }, t)).toBe('up to 900 EUR');
    expect(formatSalary({ salary_min: null, salary_max: null, currency: 'AZN' }, t)).toBeNull();
  });

  it('shows times as hours and minutes', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
  });
});
