import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { levelFieldErrors } from './level-errors';

describe('levelFieldErrors', () => {
  it('puts the server\'s codes on the level they name, and a code on the whole scale on no level', () => {
    const error = new ApiError(422, 'validation_failed', 'Some fields are not valid.', {
      'labels[1]': ['required'],
      'labels[4]': ['too_long'],
      'labels[9]': ['required'],
      labels: ['invalid_choice'],
      other: ['required'],
    });
    expect(levelFieldErrors(error)).toEqual([
      { index: 1, codes: ['required'] },
      { index: 4, codes: ['too_long'] },
      { index: 9, codes: ['required'] },
      { index: null, codes: ['invalid_choice'] },
    ]);
    expect(levelFieldErrors(new Error('offline'))).toEqual([]);
  });
});
