import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { aiErrorOf, retryAfterSeconds } from '@/lib/ai-errors';
import { AiErrorAlert } from './ai-error-alert';

describe('AiErrorAlert', () => {
  it('reads an API error and an error frame of an AI socket alike', () => {
    expect(aiErrorOf(new ApiError(402, 'not_enough_ai_tokens', 'x'))).toEqual({ code: 'not_enough_ai_tokens', details: {} });
    expect(aiErrorOf({ type: 'error', code: 'ai_rate_limited', message: 'x', details: { retry_after_seconds: 5 } })).toEqual({
      code: 'ai_rate_limited',
      details: { retry_after_seconds: 5 },
    });
    expect(aiErrorOf(new Error('boom'))).toBeNull();
    expect(aiErrorOf(null)).toBeNull();
  });

  it('takes the seconds to wait only from a rate limit, rounded up', () => {
    expect(retryAfterSeconds({ code: 'ai_rate_limited', details: { retry_after_seconds: 2.2 } })).toBe(3);
    expect(retryAfterSeconds({ code: 'ai_rate_limited', details: {} })).toBeNull();
    expect(retryAfterSeconds({ code: 'ai_unavailable', details: { retry_after_seconds: 2 } })).toBeNull();
  });

  it('links a socket frame refusing for too few tokens to the market', async () => {
    renderApp(<AiErrorAlert error={{ type: 'error', code: 'not_enough_ai_tokens', message: 'Not enough AI tokens.' }} />);
    const alert = await screen.findByTestId('ai-error');
    expect(alert.textContent).toContain('Not enough AI tokens, purchase more.');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/market');
  });

  it('says one second in the singular, and speaks the chosen language', async () => {
    const { unmount } = renderApp(<AiErrorAlert error={new ApiError(429, 'ai_rate_limited', 'x', {}, { retry_after_seconds: 1 })} />);
    expect((await screen.findByTestId('retry-after')).textContent).toBe('Try again in 1 second.');
    unmount();

    await setLanguage('ru', { store: false });
    renderApp(<AiErrorAlert error={new ApiError(429, 'ai_rate_limited', 'x', {}, { retry_after_seconds: 5 })} />);
    expect((await screen.findByTestId('retry-after')).textContent).toBe('Повторите через 5 секунд.');
  });

  it('falls back to the generic message for an unknown failure', async () => {
    renderApp(<AiErrorAlert error={new Error('boom')} />);
    expect((await screen.findByTestId('ai-error')).textContent).toBe('Something went wrong. Please try again later.');
  });
});
