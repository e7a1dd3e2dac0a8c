import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type { Toasts } from '@/lib/toasts';
import { createFeedback } from './feedback';

/** Records what would be toasted. */
function recorder() {
  const shown: Array<[kind: string, text: string]> = [];
  const record = (kind: string) => (text: string) => {
    shown.push([kind, text]);
  };
  const toasts: Toasts = { error: record('error'), success: record('success'), warning: record('warning') };
  return { shown, feedback: createFeedback(toasts, () => i18n.t.bind(i18n)) };
}

describe('feedback', () => {
  it('toasts a failed call by its error code', () => {
    const { shown, feedback } = recorder();
    feedback.onError(new ApiError(401, 'no_active_user', ''), undefined);
    expect(shown).toEqual([['error', 'No active account was found with this e-mail and password.']]);
  });

  it('falls back to the generic message for unknown codes and foreign errors', () => {
    const { shown, feedback } = recorder();
    feedback.onError(new ApiError(418, 'teapot', ''), undefined);
    feedback.onError(new TypeError('boom'), undefined);
    expect(shown.map(([, text]) => text)).toEqual([
      'Something went wrong. Please try again later.',
      'Something went wrong. Please try again later.',
    ]);
  });

  it('lets a screen name its own message for a code, or stay silent', () => {
    const { shown, feedback } = recorder();
    const meta = { errorMessages: { invalid_password: 'accounts.settings.deleteFailed' } };
    feedback.onError(new ApiError(400, 'invalid_password', ''), meta);
    feedback.onError(new ApiError(0, 'no_access_token', ''), meta);
    feedback.onError(new ApiError(400, 'link_not_valid', ''), { silent: true });
    expect(shown.map(([, text]) => text)).toEqual([
      'Failed to delete account. Please check your password.',
      'No access token found.',
    ]);
  });

  it('leaves session-ending errors to the one session-expired toast', () => {
    const { shown, feedback } = recorder();
    feedback.onError(new ApiError(401, 'token_not_valid', ''), undefined);
    feedback.sessionExpired();
    expect(shown).toEqual([['warning', 'Your session has expired. Please log in again.']]);
  });

  it('toasts success only when the screen asks for it', () => {
    const { shown, feedback } = recorder();
    feedback.onSuccess(undefined);
    feedback.onSuccess({ successMessage: 'auth.loginSuccess' });
    expect(shown).toEqual([['success', 'You are logged in.']]);
  });
});
