import { describe, expect, it } from 'vitest';
import { readSearch, searchToQuery, updateSearch } from './search-params';

const schema = { q: 'text', salary_min: 'number', skills: 'list', dropped: 'flag' } as const;

describe('search state in the URL', () => {
  it('given a query string, reads texts, numbers, comma-separated lists and flags, and ignores what does not parse', () => {
    const state = readSearch(new URLSearchParams('q=enginer&salary_min=2000&skills=Rust,%20SQL,&dropped=true&page=3'), schema);
    expect(state).toEqual({ q: 'enginer', salary_min: 2000, skills: ['Rust', 'SQL'], dropped: true, page: 3 });
    expect(readSearch(new URLSearchParams('salary_min=lots&dropped=yes&page=-2&q=%20'), schema)).toEqual({ page: 1 });
  });

  it('when a filter changes, goes back to the first page and drops emptied values', () => {
    const params = new URLSearchParams('q=rust&skills=SQL&page=4&tab=dropped');
    const next = updateSearch(params, schema, { skills: [], salary_min: 1500 });
    expect(next.toString()).toBe('q=rust&tab=dropped&salary_min=1500');
  });

  it('when only the page changes, keeps the filters', () => {
    const next = updateSearch(new URLSearchParams('q=rust&skills=SQL,Go'), schema, { page: 2 });
    expect(readSearch(next, schema)).toEqual({ q: 'rust', skills: ['SQL', 'Go'], page: 2 });
  });

  it('turns the state into the API query: lists comma-separated, unset flags left out', () => {
    expect(searchToQuery({ q: 'rust', skills: ['Rust', 'SQL'], dropped: false, page: 2 })).toEqual({ q: 'rust', skills: 'Rust,SQL', dropped: undefined, page: 2 });
  });
});
