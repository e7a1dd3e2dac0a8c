import { ApiError } from './api-client';

/** A refused AI call: an API error, or an `error` frame of an AI socket (`{code, message, details}`). */
export type AiError = { code: string; details: Record<string, unknown> };

/** The code and details of a refused AI call, whichever way it arrived; null for anything else. */
export function aiErrorOf(error: unknown): AiError | null {
  if (error instanceof ApiError) return { code: error.code, details: error.details };
  if (error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string') {
    const details = (error as { details?: unknown }).details;
    return { code: (error as { code: string }).code, details: details && typeof details === 'object' ? (details as Record<string, unknown>) : {} };
  }
  return null;
}

/** The seconds to wait that a 429 `ai_rate_limited` names, when it names them. */
export function retryAfterSeconds(error: AiError | null): number | null {
  const seconds = error?.code === 'ai_rate_limited' ? error.details.retry_after_seconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : null;
}
