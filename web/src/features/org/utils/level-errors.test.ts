import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { levelFieldErrors } from './level-errors';

describe('levelFieldErrors', () => {
  it('puts the server\'s codes on the level they name, and a code on the whole scale on the first', () => {
    const error = new ApiError(422, 'validation_failed', 'Some fields are not valid.', {
      'labels[1]': ['required'],
      'labels[4]': ['too_long'],
      labels: ['invalid_choice'],
      other: ['required'],
    });
    expect(levelFieldErrors(error)).toEqual([
      { index: 1, codes: ['required'] },
      { index: 4, codes: ['too_long'] },
      { index: 0, codes: ['invalid_choice'] },
    ]);
    expect(levelFieldErrors(new Error('offline'))).toEqual([]);
  });
});
