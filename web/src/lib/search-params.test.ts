import { describe, expect, it } from 'vitest';
import { toQuery } from './search-params';

describe('toQuery', () => {
  it('keeps only the values that are set', () => {
    expect(toQuery({ q: 'rust dev', page: 2, status: undefined, favorite: false, job: null, tab: '' })).toBe(
      '?q=rust+dev&page=2&favorite=false',
    );
    expect(toQuery({ q: undefined })).toBe('');
  });
});
