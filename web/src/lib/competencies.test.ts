import { describe, expect, it } from 'vitest';
import { groupByCategory } from './competencies';

const competency = (category: number, name: string) => ({ category, name, required_level: 3 });

describe('groupByCategory', () => {
  it('groups competencies under the spec\'s categories in the list\'s order, each group by name', () => {
    const groups = groupByCategory([
      competency(9, 'Integrity'),
      competency(5, 'Negotiation'),
      competency(1, 'Curiosity'),
      competency(5, 'Active listening'),
    ]);
    expect(groups.map((group) => [group.category, group.items.map((item) => item.name)])).toEqual([
      [1, ['Curiosity']],
      [5, ['Active listening', 'Negotiation']],
      [9, ['Integrity']],
    ]);
  });

  it('leaves out categories without competencies and gives nothing for none', () => {
    expect(groupByCategory([competency(7, 'Vision')]).map((group) => group.category)).toEqual([7]);
    expect(groupByCategory([])).toEqual([]);
  });

  it('keeps a category the list does not know, after the known ones', () => {
    const groups = groupByCategory([competency(12, 'New kind'), competency(2, 'Growth')]);
    expect(groups.map((group) => group.category)).toEqual([2, 12]);
  });

  it('does not reorder the list it is given', () => {
    const items = [competency(5, 'b'), competency(5, 'a')];
    groupByCategory(items);
    expect(items.map((item) => item.name)).toEqual(['b', 'a']);
  });
});
