import { describe, expect, it } from 'vitest';
import { applicantsFilterParams, parseApplicantsFilter } from './applicants-filter';

describe('applicants filter in the URL', () => {
  it('reads known values and drops the rest', () => {
    expect(parseApplicantsFilter(new URLSearchParams('status=interview&sort=score&order=asc&page=3&favorite=true&job=j1&source=job_board'))).toEqual({
      job: 'j1',
      status: 'interview',
      favorite: true,
      source: 'job_board',
      sort: 'score',
      order: 'asc',
      page: 3,
    });
    expect(parseApplicantsFilter(new URLSearchParams('status=bogus&sort=name&order=up&page=0&source=indeed'))).toEqual({
      job: undefined,
      status: undefined,
      favorite: undefined,
      source: undefined,
      sort: undefined,
      order: undefined,
      page: undefined,
    });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = applicantsFilterParams({ status: 'hired', source: 'direct', sort: 'rating', order: 'desc', page: 1 }, new URLSearchParams('view=table'));
    expect(params.toString()).toBe('view=table&status=hired&source=direct&sort=rating&order=desc');
  });
});
