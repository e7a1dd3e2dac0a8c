import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { duplicateIds, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { MyApplication } from '../api/get-my-applications';
import MyApplicationsRoute from './my-applications';

const offered: MyApplication = {
  id: 'app-1',
  status: { id: 4, value: 'offered' },
  actions: ['withdraw'],
  applied_at: '2026-03-01T10:00:00Z',
  status_changed_at: '2026-03-02T10:00:00Z',
  job_id: 'job-1',
  job_title: 'Rust engineer',
  company_id: 'c-1',
  company_name: 'Acme',
  company_logo: null,
  offer: { id: 'offer-1', actions: ['accept', 'decline'], gross_salary: 3500, currency: 'AZN', bonus_system: null, last_date: '2026-03-10', notes: null },
  interview: { id: 'i-1', date: '2026-03-05', start: '10:00:00', end: '11:00:00', location: 'HQ', meet_link: null },
};

function renderRoute(path: string, applications = [offered], extraActions?: (application: MyApplication) => ReactNode) {
  const api = mockApi(jobseeker(), {
    'GET /api/jobs/my-applications/': () => ({ body: { count: applications.length, results: applications } }),
    'POST /api/jobs/job-offer-details/offer-1/accept/': () => ({ body: {} }),
  });
  const page = (
    <SignedIn>
      <MyApplicationsRoute extraActions={extraActions} />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/my-applications', element: page }] });
  return { api, router };
}

describe('My applications', { timeout: 20_000 }, () => {
  it('keeps the tab in ?tab= and asks the API for that status', async () => {
    const { api, router } = renderRoute('/my-applications?tab=offered');
    await screen.findByText('Rust engineer');
    expect(api.calls.some((call) => call.path === '/api/jobs/my-applications/?tab=offered&page=1&page_size=10')).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Hired' })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=hired'));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'All' })));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the open offer to accept or decline, and the next interview', async () => {
    const { api } = renderRoute('/my-applications');
    expect(await screen.findByText('Job offer: AZN 3,500, answer by 10.03.2026')).toBeTruthy();
    expect(screen.getByText('Interview on 05.03.2026, 10:00–11:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    expect(await screen.findByText('Accept the offer for Rust engineer? The company is told at once.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.endsWith('/accept/')), 'nothing is sent before confirming').toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Accept' }).at(-1)!;
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/jobs/job-offer-details/offer-1/accept/')).toBe(true));
    expect(await screen.findByText('You have accepted the offer.')).toBeTruthy();
  });

  it('given an offer past its last date, offers neither Accept nor Decline', async () => {
    const lapsed: MyApplication = { ...offered, offer: { ...offered.offer!, actions: [] } };
    renderRoute('/my-applications', [lapsed]);
    expect(await screen.findByText('Job offer: AZN 3,500, answer by 10.03.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('given two offers, each with its decline dialog, no two elements of the page share an id', async () => {
    const second: MyApplication = { ...offered, id: 'app-2', job_id: 'job-2', job_title: 'Go engineer', offer: { ...offered.offer!, id: 'offer-2' } };
    renderRoute('/my-applications', [offered, second]);
    await screen.findByText('Go engineer');
    expect(screen.getAllByRole('button', { name: 'Decline' })).toHaveLength(2);
    expect(duplicateIds()).toEqual([]);
  });

  it("given another feature's buttons, when listed, then each application shows its own", async () => {
    const second: MyApplication = { ...offered, id: 'app-2', job_id: 'job-2', job_title: 'Go engineer', offer: null, interview: null };
    renderRoute('/my-applications', [offered, second], (application) => <button type="button">Extra for {application.id}</button>);
    await screen.findByText('Go engineer');
    const cards = screen.getAllByTestId('my-application');
    expect(within(cards[0]).getByRole('button', { name: 'Extra for app-1' })).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: 'Extra for app-2' })).toBeTruthy();
  });
});
