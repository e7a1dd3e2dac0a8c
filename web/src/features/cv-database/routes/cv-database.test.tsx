import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Candidate } from '@/types/profiles';
import CvDatabaseRoute from './cv-database';

const candidate: Candidate = {
  id: 'u-7',
  first_name: 'Alan',
  last_name: 'Turing',
  headline: 'Cryptanalyst',
  region: 'Baku',
  profile_picture: null,
  skills: ['Rust', 'Cryptography'],
  experience_years: 6,
  education_level: 6,
  languages: [{ language: 'English', proficiency: 7 }],
  salary_expectation: 4000,
  currency: 'AZN',
  cv: { name: 'alan.pdf', url: '/api/accounts/files/cv/alan.pdf', format: 'pdf' },
  dropped_at: null,
};

function renderCvDatabase(path: string) {
  const api = mockApi(company(['ats']), {
    'GET /api/cv-database/': () => ({ body: { count: 1, results: [candidate], facets: { skills: { Rust: 1 }, education_level: { '6': 1 }, region: { Baku: 1 }, languages: { English: 1 } } } }),
  });
  const page = (
    <SignedIn>
      <CvDatabaseRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/cv-database', element: page }] });
  const searched = () => api.calls.filter((call) => call.path.startsWith('/api/cv-database/')).map((call) => call.path);
  return { router, searched };
}

describe('CV database', { timeout: 30_000 }, () => {
  it('given filters in the URL, searches with them and links each candidate to their profile', async () => {
    const { searched } = renderCvDatabase('/cv-database?q=rust&skills=Rust&education_level=2&language=English&proficiency=5&experience_years=3&salary_max=5000');
    expect(await screen.findByText('Alan Turing', {}, { timeout: 10_000 })).toBeTruthy();
    expect(searched()).toContain(
      '/api/cv-database/?q=rust&skills=Rust&education_level=2&language=English&proficiency=5&experience_years=3&salary_max=5000&page=1&page_size=12',
    );
    expect(screen.getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe('/jobseeker/profile/u-7');
    expect(screen.getByText('6 years of experience · PhD · expects AZN 4,000')).toBeTruthy();
    expect(screen.getByText('English · Native')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Open CV/ })).toBeTruthy();
  });

  it('when the Dropped CVs tab is chosen, asks for dropped=true and keeps the tab in the URL', async () => {
    const { router, searched } = renderCvDatabase('/cv-database?q=rust&page=2');
    await screen.findByText('Alan Turing', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Dropped CVs' })));
    await waitFor(() => expect(router.state.location.search).toBe('?q=rust&dropped=true'));
    await waitFor(() => expect(searched().at(-1)).toBe('/api/cv-database/?q=rust&dropped=true&page=1&page_size=12'));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'All CVs' })));
    await waitFor(() => expect(router.state.location.search).toBe('?q=rust'));
  });
});
