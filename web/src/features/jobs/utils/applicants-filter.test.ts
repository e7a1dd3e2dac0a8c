import { describe, expect, it } from 'vitest';
import { applicantsFilterParams, parseApplicantsFilter } from './applicants-filter';

describe('applicants filter in the URL', () => {
  it('reads known values and drops the rest', () => {
    expect(parseApplicantsFilter(new URLSearchParams('status=interview&sort=score&order=asc&page=3&favorite=true&job=j1'))).toEqual({
      job: 'j1',
      status: 'interview',
      favorite: true,
      sort: 'score',
      order: 'asc',
      page: 3,
    });
    expect(parseApplicantsFilter(new URLSearchParams('status=bogus&sort=name&order=up&page=0'))).toEqual({
      job: undefined,
      status: undefined,
      favorite: undefined,
      sort: undefined,
      order: undefined,
      page: undefined,
    });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = applicantsFilterParams({ status: 'hired', sort: 'rating', order: 'desc', page: 1 }, new URLSearchParams('view=table'));
    expect(params.toString()).toBe('view=table&status=hired&sort=rating&order=desc');
  });
});
