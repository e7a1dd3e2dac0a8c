import { describe, expect, it } from 'vitest';
import { facetOptions } from './facets';

describe('facetOptions', () => {
  it('lists the known values in order with their hits, and 0 where the facet has none', () => {
    expect(facetOptions({ '2': 5, '4': 1 }, { known: [1, 2, 3, 4], labelOf: (level) => `L${level}` })).toEqual([
      { value: 1, label: 'L1', count: 0 },
      { value: 2, label: 'L2', count: 5 },
      { value: 3, label: 'L3', count: 0 },
      { value: 4, label: 'L4', count: 1 },
    ]);
  });

  it('lists free values by hits, then by name', () => {
    expect(facetOptions({ Go: 2, Rust: 7, Ada: 2 }).map((option) => option.value)).toEqual(['Rust', 'Ada', 'Go']);
  });

  it('keeps a chosen value that the results no longer have, so it can be cleared', () => {
    expect(facetOptions({ Rust: 3 }, { chosen: ['COBOL'] })).toEqual([
      { value: 'Rust', label: 'Rust', count: 3 },
      { value: 'COBOL', label: 'COBOL', count: 0 },
    ]);
  });
});
