import { describe, expect, it } from 'vitest';
import { jobActionsFor } from './job-actions';

describe('jobActionsFor', () => {
  it('follows the job lifecycle', () => {
    expect(jobActionsFor('draft')).toEqual(['publish', 'close']);
    expect(jobActionsFor('live')).toEqual(['deactivate', 'close']);
    expect(jobActionsFor('inactive')).toEqual(['activate', 'close']);
    expect(jobActionsFor('closed')).toEqual([]);
    // Staff requests are decided on the requested-staff screen instead.
    expect(jobActionsFor('requested')).toEqual([]);
    expect(jobActionsFor('declined')).toEqual([]);
  });
});
