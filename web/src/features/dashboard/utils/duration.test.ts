import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatDuration } from './duration';

const t = i18n.t.bind(i18n);

describe('formatDuration', () => {
  it('reads days, hours, or under an hour', () => {
    expect(formatDuration(12.34, t)).toBe('12.3 days');
    expect(formatDuration(1, t)).toBe('1 day');
    expect(formatDuration(0.25, t)).toBe('6 hours');
    expect(formatDuration(0.00003, t)).toBe('under an hour');
    expect(formatDuration(null, t)).toBe('—');
  });
});
