import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import type { FeedbackMeta } from './react-query';

/** The translation key that describes a failed call: `errors.<code>`, or the meta's choice. */
export function errorMessageKey(error: unknown, meta?: FeedbackMeta): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  return meta?.errorMessages?.[error.code] ?? `errors.${error.code}`;
}

/** The message for a failed call, falling back to the generic one for unknown codes. */
export function translateError(t: TFunction, error: unknown, meta?: FeedbackMeta): string {
  return t(errorMessageKey(error, meta), { defaultValue: t('errors.generic') });
}
