import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { AuthLayout } from './auth-layout';

const publicPage = () => renderApp(<AuthLayout title="Sign in"><button type="button">Sign in</button></AuthLayout>);

describe('AuthLayout', () => {
  it('given a public page, offers "Skip to main content" as the first stop of the keyboard', async () => {
    const keyboard = userEvent.setup();
    publicPage();
    await screen.findByRole('button', { name: 'Sign in' });
    await keyboard.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
  });

  it('when the skip link is followed, moves focus to the main content', async () => {
    const keyboard = userEvent.setup();
    publicPage();
    await screen.findByRole('button', { name: 'Sign in' });
    await keyboard.tab();
    await keyboard.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
