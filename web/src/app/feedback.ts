import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import type { FeedbackHandlers } from '@/lib/react-query';
import type { Toasts } from '@/lib/toasts';

/** antd messages close after this long (spec section 9). */
export const TOAST_DURATION_MS = 5000;

// These end the session; the session-expired toast already says so.
const sessionEndingCodes = new Set(['token_not_valid', 'not_authenticated']);

/**
 * The one place that turns the outcome of API calls into toasts. The HTTP client only
 * throws; screens describe their messages in query and mutation `meta`.
 */
export function createFeedback(
  toasts: Toasts,
  t: () => TFunction,
): FeedbackHandlers & { sessionExpired: () => void } {
  return {
    onError(error, meta) {
      if (meta?.silent) return;
      if (error instanceof ApiError && sessionEndingCodes.has(error.code)) return;
      toasts.error(translateError(t(), error, meta));
    },
    onSuccess(meta) {
      if (meta?.successMessage) toasts.success(t()(meta.successMessage));
    },
    sessionExpired() {
      toasts.warning(t()('errors.session_expired'));
    },
  };
}
