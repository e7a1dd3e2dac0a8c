import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import SettingsRoute from './settings';

describe('Settings', { timeout: 20_000 }, () => {
  it('given the settings screen, when it shows, then each "Current password" label names a field of its own', async () => {
    mockApi(jobseeker());
    renderApp(
      <SignedIn>
        <SettingsRoute />
      </SignedIn>,
    );
    await screen.findByText('Change e-mail');
    const labels = screen.getAllByText('Current password', { selector: 'label' });
    const fields = screen.getAllByLabelText(/^Current password\*?$/);
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fields).size).toBe(labels.length);
  });
});
