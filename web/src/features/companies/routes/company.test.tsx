import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { company, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { CompanyPage } from '@/types/profiles';
import CompanyRoute from './company';

const acme: CompanyPage = {
  id: 'c-1',
  name: 'Acme',
  logo: null,
  cover_picture: null,
  industry: 'Software',
  employee_count: 40,
  founded: 2010,
  description: 'We build things.',
  contact: { email: 'hello@acme.io', phone: null, address: null, location: 'Baku', country: null, website: 'https://acme.io', twitter: null, facebook: null, linkedin: null, instagram: null },
  images: [],
  team: [{ id: 't-1', name: 'Ada Lovelace', position: 'CTO' }],
  open_jobs: [
    {
      id: 'job-1',
      status: 'live',
      company: { id: 'c-1', name: 'Acme', logo: null },
      details: { title: 'Backend Engineer', employment_type: 'full_time', location: 'Baku' } as CompanyPage['open_jobs'][number]['details'],
      deadline: null,
      requested: false,
      created_at: '2026-03-01T10:00:00Z',
      published_at: '2026-03-01T10:00:00Z',
    },
  ],
  cv_dropped: false,
};

type Handler = NonNullable<Parameters<typeof mockApi>[1]>[string];

function renderCompany(page: CompanyPage, drop: Handler = () => undefined, user = jobseeker()) {
  const api = mockApi(user, { 'GET /api/accounts/companies/c-1/': () => ({ body: page }), 'POST /api/jobs/drop-cv': drop });
  const element = (
    <SignedIn>
      <CompanyRoute />
    </SignedIn>
  );
  renderApp(element, { path: '/company/c-1', routes: [{ path: '/company/:id', element }] });
  return api;
}

describe('Company page', { timeout: 30_000 }, () => {
  it('shows the profile, team, contact and open jobs linking to their pages', async () => {
    renderCompany(acme);
    expect(await screen.findByText('We build things.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Backend Engineer' }).getAttribute('href')).toBe('/job/job-1');
    expect(screen.getByRole('link', { name: /hello@acme.io/ }).getAttribute('href')).toBe('mailto:hello@acme.io');
    expect(screen.getByText('Open jobs (1)')).toBeTruthy();
  });

  it('when a job seeker drops their CV, says so and the button reads "CV dropped"', async () => {
    const api = renderCompany(acme, () => ({ status: 201, body: { company_id: 'c-1', dropped_at: '2026-03-02T10:00:00Z' } }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Drop CV/ }, { timeout: 10_000 })));
    expect(await screen.findByText('Your CV is dropped to this company.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: /CV dropped/ }) as HTMLButtonElement).disabled).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ company_id: 'c-1' });
  });

  it('given a CV dropped before, the server\'s 409 shows its message and the button turns to "CV dropped"', async () => {
    renderCompany(acme, () => ({ status: 409, body: { error: { code: 'cv_already_dropped', message: 'CV already dropped to this company.' } } }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Drop CV/ }, { timeout: 10_000 })));
    expect(await screen.findByText('CV already dropped to this company.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /CV dropped/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a CV, asks to upload one first', async () => {
    renderCompany(acme, () => ({ status: 409, body: { error: { code: 'cv_required', message: 'Upload your CV first.' } } }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Drop CV/ }, { timeout: 10_000 })));
    expect(await screen.findByText('Upload your CV first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Drop CV/ })).toBeTruthy();
  });

  it('given cv_dropped, shows "CV dropped" disabled', async () => {
    renderCompany({ ...acme, cv_dropped: true });
    await waitFor(() => expect((screen.getByRole('button', { name: /CV dropped/ }) as HTMLButtonElement).disabled).toBe(true), { timeout: 10_000 });
  });

  it('a company visiting another company sees no Drop CV button', async () => {
    renderCompany({ ...acme, cv_dropped: null }, undefined, company(['ats']));
    await screen.findByText('We build things.', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Drop CV/ })).toBeNull();
  });

  it('names its industry in the reader\'s language, under its name and among its facts', async () => {
    await act(() => setLanguage('ru', { store: false }));
    renderCompany({ ...acme, industry: 'technology' });
    expect(await screen.findByText('We build things.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('Технологии')).toHaveLength(2);
    expect(screen.queryByText('technology')).toBeNull();
  });
});
