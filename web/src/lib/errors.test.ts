import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusedMove, translateError } from './errors';
import { i18n, setLanguage } from './i18n';

const refused = new ApiError(409, 'transition_not_allowed', 'Cannot move from applied to hired.');

describe('errors', () => {
  it('reads both statuses of a refused move from the server message', () => {
    expect(refusedMove(refused)).toEqual({ from: 'applied', to: 'hired' });
    expect(refusedMove(new ApiError(409, 'transition_not_allowed', 'A live job cannot be published.'))).toBeNull();
    expect(refusedMove(new ApiError(409, 'cv_required', 'Cannot move from applied to hired.'))).toBeNull();
  });

  it('names both statuses in the user\'s language', async () => {
    const t = () => i18n.t.bind(i18n);
    expect(translateError(t(), refused)).toBe('Cannot move from Applied to Hired.');
    await setLanguage('ru', { store: false });
    expect(translateError(t(), refused)).toBe('Нельзя перейти из статуса «Отклик» в статус «Принят на работу».');
  });

  it('falls back to the code\'s own message for other refusals', () => {
    const t = i18n.t.bind(i18n);
    expect(translateError(t, new ApiError(409, 'transition_not_allowed', 'A closed job cannot be published.'))).toBe(
      'This step is not possible at the current stage.',
    );
    expect(translateError(t, new ApiError(409, 'cv_required', ''))).toBe('CV required to apply.');
  });
});
