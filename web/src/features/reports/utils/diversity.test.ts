import { describe, expect, it } from 'vitest';
import type { DiversityReport } from '@/types/reports';
import { hasNoGroups, hiddenCount } from './diversity';

const report = (groups: number[]): DiversityReport => ({
  minimum_group: 5,
  stages: [{ id: 0, value: 'applied' }],
  questions: groups.map((count, index) => ({
    question: ['gender', 'age_band', 'disability'][index],
    groups: Array.from({ length: count }, (_, group) => ({ answer: `answer_${group}`, reached: [5] })),
    hidden_groups: 1,
  })),
});

describe('hasNoGroups', () => {
  it('given every question without a group big enough, when asked, then there is nothing to show', () => {
    expect(hasNoGroups(report([0, 0, 0]))).toBe(true);
  });

  it('given one question with a group, when asked, then there is something to show', () => {
    expect(hasNoGroups(report([0, 2, 0]))).toBe(false);
  });
});

describe('hiddenCount', () => {
  it('given the smallest group shown, when a hidden count is written, then reads "<" and it', () => {
    expect(hiddenCount(5)).toBe('<5');
  });
});
