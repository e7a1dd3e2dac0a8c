import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, jobseeker, renderApp } from '@/testing/test-utils';
import { SidebarFooter } from './sidebar-footer';

describe('SidebarFooter', () => {
  it('shows a company by its company name and cuts a long e-mail to 20 characters', async () => {
    const user = { ...company(), email: 'recruiting-team@acme-industries.example' };
    renderApp(<SidebarFooter user={user} onLogout={() => undefined} />);
    expect(await screen.findByText('Acme')).toBeTruthy();
    const email = screen.getByText('recruiting-team@acme...');
    expect(email.getAttribute('title')).toBe(user.email);
    expect(screen.getByRole('link', { name: /settings/i }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: /market/i }).getAttribute('href')).toBe('/market');
    expect(screen.getByRole('button', { name: /logout/i })).toBeTruthy();
  });

  it('shows a person by full name and a short e-mail unchanged', async () => {
    renderApp(<SidebarFooter user={jobseeker()} onLogout={() => undefined} />);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@acme.io')).toBeTruthy();
    // The AI token market is open to every signed-in user, a job seeker too.
    expect(screen.getByRole('link', { name: /market/i }).getAttribute('href')).toBe('/market');
  });
});
