import { describe, expect, it } from 'vitest';
import { statusChangesOf } from './job-actions';

describe('statusChangesOf', () => {
  it('offers the status changes the server allows, in the order they show', () => {
    expect(statusChangesOf({ actions: ['close', 'edit', 'publish'] })).toEqual(['publish', 'close']);
  });

  it('offers none of a staff request\'s decisions as a status change', () => {
    expect(statusChangesOf({ actions: ['edit', 'approve', 'decline'] })).toEqual([]);
  });

  it('offers nothing when the answer carries no actions (outside the company side)', () => {
    expect(statusChangesOf({})).toEqual([]);
  });
});
