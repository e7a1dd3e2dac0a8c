import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { idleRealtime, RealtimeContext } from '@/lib/realtime';
import { company, employee, jobseeker, renderApp } from '@/testing/test-utils';
import { TopBar } from './top-bar';

const bar = (user = company(['ats'])) => <TopBar user={user} onToggleMenu={() => undefined} />;

describe('TopBar', () => {
  it('offers a company "Post job", linking to /post-job, on the applicants page', async () => {
    renderApp(bar(), { path: '/all-applicants' });
    const link = await screen.findByRole('link', { name: /post job/i });
    expect(link.getAttribute('href')).toBe('/post-job');
  });

  it('labels the button "Request a staff" for a Hiring Manager', async () => {
    renderApp(bar(employee('hiring_manager', ['ats'])), { path: '/applicant/7' });
    expect(await screen.findByRole('button', { name: /request a staff/i })).toBeTruthy();
    expect(screen.queryByText(/post job/i)).toBeNull();
  });

  it('shows no button on the dashboard, nor to a job seeker anywhere', async () => {
    renderApp(bar(), { path: '/' });
    await screen.findByRole('button', { name: /toggle menu/i });
    expect(screen.queryByText(/post job/i)).toBeNull();
  });

  it('shows no button to a job seeker', async () => {
    renderApp(bar(jobseeker()), { path: '/all-applicants' });
    await screen.findByRole('button', { name: /toggle menu/i });
    expect(screen.queryByText(/post job|request a staff/i)).toBeNull();
  });

  it('switches the language from the picker and remembers it', async () => {
    renderApp(bar(), { path: '/my-jobs' });
    await screen.findByText('Post job');
    await act(async () => fireEvent.click(screen.getByText('AZ')));
    await waitFor(() => expect(screen.getByText('Vakansiya yerləşdir')).toBeTruthy());
    expect(document.documentElement.lang).toBe('az');
    expect(window.localStorage.getItem('hire.language')).toBe('az');
    await act(async () => fireEvent.click(screen.getByText('RU')));
    await waitFor(() => expect(screen.getByText('Разместить вакансию')).toBeTruthy());
  });

  it('shows a different bell when a notification is unread, and marks them seen on release', async () => {
    const markSeen = vi.fn();
    const realtime = { ...idleRealtime, unreadNotifications: 2, markSeen };
    const { unmount } = renderApp(bar(), { path: '/' });
    const idle = await screen.findByRole('button', { name: 'Notifications' });
    expect(idle.getAttribute('data-unread')).toBe('false');
    unmount();

    renderApp(<RealtimeContext.Provider value={realtime}>{bar()}</RealtimeContext.Provider>, { path: '/' });
    const ringing = await screen.findByRole('button', { name: 'Unread notifications' });
    expect(ringing.getAttribute('data-unread')).toBe('true');
    fireEvent.mouseUp(ringing);
    expect(markSeen).toHaveBeenCalledTimes(1);
  });
});
