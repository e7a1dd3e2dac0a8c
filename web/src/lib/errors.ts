import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { isApplicationStatus, type ApplicationStatusValue } from './application-status';
import type { FeedbackMeta } from './react-query';

/**
 * The two statuses of a refused application move. The server's message for
 * `transition_not_allowed` names both ("Cannot move from applied to hired."); reading them
 * lets the message be shown in the user's language.
 */
export function refusedMove(error: unknown): { from: ApplicationStatusValue; to: ApplicationStatusValue } | null {
  if (!(error instanceof ApiError) || error.code !== 'transition_not_allowed') return null;
  const match = /from ([a-z_]+) to ([a-z_]+)/.exec(error.message);
  if (!match || !isApplicationStatus(match[1]) || !isApplicationStatus(match[2])) return null;
  return { from: match[1], to: match[2] };
}

/** The translation key that describes a failed call: `errors.<code>`, or the meta's choice. */
export function errorMessageKey(error: unknown, meta?: FeedbackMeta): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  const chosen = meta?.errorMessages?.[error.code];
  if (chosen) return chosen;
  return refusedMove(error) ? 'errors.transition_between' : `errors.${error.code}`;
}

/** The error's details, with a wait also in whole minutes (`{{retry_after_minutes}}`). */
function detailsOf(error: ApiError): Record<string, unknown> {
  const seconds = error.details.retry_after_seconds;
  return typeof seconds === 'number' ? { ...error.details, retry_after_minutes: Math.max(1, Math.ceil(seconds / 60)) } : error.details;
}

/**
 * The message for a failed call, falling back to the generic one for unknown codes. The error's
 * `details` fill the message's placeholders (`{{highest_required_level}}`).
 */
export function translateError(t: TFunction, error: unknown, meta?: FeedbackMeta): string {
  const move = refusedMove(error);
  const values = move
    ? { from: t(`common.applicationStatus.${move.from}`), to: t(`common.applicationStatus.${move.to}`) }
    : error instanceof ApiError
      ? detailsOf(error)
      : {};
  return t(errorMessageKey(error, meta), { ...values, defaultValue: t('errors.generic') });
}
