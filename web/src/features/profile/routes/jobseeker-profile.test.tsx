import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { JobseekerProfile } from '@/types/profiles';
import JobseekerProfileRoute from './jobseeker-profile';

const publicProfile: JobseekerProfile = {
  id: 'u-7',
  first_name: 'Alan',
  last_name: 'Turing',
  headline: 'Cryptanalyst',
  bio: 'I broke codes.',
  region: 'Baku',
  profile_picture: null,
  cover_picture: null,
  contact: { phone: null, website: 'https://turing.org.uk', linkedin: null, facebook: null, twitter: null, instagram: null },
  cv_visible: true,
  cv: { name: 'alan.pdf', url: '/api/accounts/files/cv/alan.pdf', format: 'pdf' },
  skills: [{ id: 7, name_en: 'Cryptography', name_az: 'Kriptoqrafiya', name_ru: 'Криптография' }],
  experiences: [{ id: 'e-1', title: 'Codebreaker', company: 'Bletchley Park', location: null, start_date: '1939-09-04', end_date: '1945-05-08', description: null }],
  educations: [{ id: 'd-1', institution: 'Princeton', field: 'Mathematics', level: 6, start_date: '1936-09-01', end_date: '1938-06-01', description: null }],
  languages: [],
  portfolios: [],
};

function renderPublicProfile() {
  const element = (
    <SignedIn>
      <JobseekerProfileRoute />
    </SignedIn>
  );
  const api = mockApi(company(['ats']), { 'GET /api/accounts/jobseeker/u-7/': () => ({ body: publicProfile }) });
  renderApp(element, { path: '/jobseeker/profile/u-7', routes: [{ path: '/jobseeker/profile/:id', element }] });
  return api;
}

describe('Public job seeker profile', { timeout: 30_000 }, () => {
  it('given a company opening a candidate, shows the profile read only, with the CV and a way to message them', async () => {
    const api = renderPublicProfile();

    expect(await screen.findByText('Alan Turing', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByTestId('section-experiences')).getByText('09.1939 – 05.1945')).toBeTruthy();
    expect(within(screen.getByTestId('section-educations')).getByText('PhD · Mathematics')).toBeTruthy();
    expect(screen.getByRole('button', { name: /CV: alan.pdf/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Send a message/ }).getAttribute('href')).toBe('/message/u-7');
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    // Sections with nothing in them are left out of a public profile.
    expect(screen.queryByTestId('section-languages')).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/accounts/jobseeker/')).toBe(false);
  });

  it('given a Russian reader, names the skills in Russian', async () => {
    await setLanguage('ru', { store: false });
    renderPublicProfile();
    expect(await within(await screen.findByTestId('section-skills', {}, { timeout: 10_000 })).findByText('Криптография')).toBeTruthy();
  });
});
