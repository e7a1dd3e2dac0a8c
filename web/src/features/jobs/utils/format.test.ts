import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatSalary, formatTime } from './format';

const t = i18n.t.bind(i18n);

describe('format', () => {
  it('shows a salary range, one bound, or nothing, with the money of the language', () => {
    expect(formatSalary({ salary_min: 1000, salary_max: 2500, currency: 'AZN' }, t, 'en')).toBe('AZN\u00a01,000–2,500');
    expect(formatSalary({ salary_min: 1000, salary_max: null, currency: 'USD' }, t, 'en')).toBe('from $1,000');
    expect(formatSalary({ salary_min: null, salary_max: 900, currency: 'EUR' }, t, 'en')).toBe('up to €900');
    expect(formatSalary({ salary_min: null, salary_max: null, currency: 'AZN' }, t, 'en')).toBeNull();
  });

  it('shows times as hours and minutes', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
  });
});
