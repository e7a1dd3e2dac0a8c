import { describe, expect, it } from 'vitest';
import { clampScore, formatNumber, scoreColor } from './format';

describe('AI proposal formats', () => {
  it('keeps a score between 0 and 100', () => {
    expect(clampScore(86)).toBe(86);
    expect(clampScore(120)).toBe(100);
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(clampScore(42.6)).toBe(43);
  });

  it('colours strong, middling and weak matches', () => {
    expect(scoreColor(86)).toBe('#52c41a');
    expect(scoreColor(50)).toBe('#faad14');
    expect(scoreColor(10)).toBe('#ff4d4f');
  });

  it('groups numbers in the interface language', () => {
    expect(formatNumber('en', 4690)).toBe('4,690');
  });
});
