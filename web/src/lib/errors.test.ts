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

  it('tells how long to wait after too many attempts in whole minutes', async () => {
    await setLanguage('en', { store: false });
    const t = i18n.t.bind(i18n);
    const locked = new ApiError(429, 'too_many_attempts', '', {}, { retry_after_seconds: 61 });
    expect(translateError(t, locked)).toBe('Too many attempts. Try again in 2 min.');
  });

  it('falls back to the code\'s own message for other refusals', () => {
    const t = i18n.t.bind(i18n);
    expect(translateError(t, new ApiError(409, 'transition_not_allowed', 'A closed job cannot be published.'))).toBe(
      'This step is not possible at the current stage.',
    );
    expect(translateError(t, new ApiError(409, 'cv_required', ''))).toBe('CV required to apply.');
  });

  it('never shows the server\'s own text for a code it does not know, in any language', async () => {
    const unknown = new ApiError(400, 'brand_new_code', 'Failed to deserialize the JSON body into the target type');
    // A 4xx whose body is not the error shape (a proxy page) arrives as "unknown" with the status text.
    const foreign = new ApiError(404, 'unknown', 'Not Found');
    expect(translateError(i18n.t.bind(i18n), unknown)).toBe('Something went wrong. Please try again later.');
    expect(translateError(i18n.t.bind(i18n), foreign)).toBe('Something went wrong. Please try again later.');
    await setLanguage('az', { store: false });
    expect(translateError(i18n.t.bind(i18n), unknown)).toBe('Xəta baş verdi. Zəhmət olmasa, bir az sonra yenidən cəhd edin.');
    await setLanguage('ru', { store: false });
    expect(translateError(i18n.t.bind(i18n), unknown)).toBe('Что-то пошло не так. Пожалуйста, попробуйте позже.');
    expect(translateError(i18n.t.bind(i18n), new TypeError('Failed to fetch'))).toBe('Что-то пошло не так. Пожалуйста, попробуйте позже.');
  });

  it('translates the codes of the server\'s framework-level refusals', async () => {
    await setLanguage('ru', { store: false });
    const t = i18n.t.bind(i18n);
    expect(translateError(t, new ApiError(400, 'bad_request', 'The request is not valid.'))).toBe('Некорректный запрос.');
    expect(translateError(t, new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.'))).toBe(
      'Этот тип содержимого не поддерживается.',
    );
  });

  it('given a refusal with details, when translated, then its message names them', async () => {
    await setLanguage('en', { store: false });
    const refusal = new ApiError(409, 'scale_below_required_levels', 'Level 4 is required.', {}, { highest_required_level: 4 });
    expect(translateError(i18n.t.bind(i18n), refusal)).toBe('A competency requires level 4: keep at least 4 levels.');
  });
});
