import { describe, expect, it } from 'vitest';
import { statusChangesOf } from './job-actions';

describe('statusChangesOf', () => {
  it('offers the status changes the server allows this user, in the server\'s order', () => {
    expect(statusChangesOf({ actions: ['edit', 'publish', 'close'] })).toEqual(['publish', 'close']);
  });

  it('offers none of a staff request\'s decisions as a status change', () => {
    expect(statusChangesOf({ actions: ['edit', 'approve', 'decline'] })).toEqual([]);
  });

  it('offers nothing when the answer carries no actions (outside the company side)', () => {
    expect(statusChangesOf({})).toEqual([]);
  });
});
