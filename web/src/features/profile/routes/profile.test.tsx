import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { company, duplicateIds, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { CompanyPage, JobseekerProfile } from '@/types/profiles';
import ProfileRoute from './profile';

const saved: JobseekerProfile = {
  id: 'u-1',
  first_name: 'Grace',
  last_name: 'Hopper',
  headline: 'Compiler engineer',
  bio: 'I wrote the first compiler.',
  region: 'Baku',
  profile_picture: null,
  cover_picture: null,
  private: { gender: null, date_of_birth: null, salary_expectation: null, currency: null, email: 'grace@example.com' },
  contact: { phone: null, website: null, linkedin: null, facebook: null, twitter: null, instagram: null },
  cv_visible: false,
  cv: null,
  skills: [{ id: 3, name_en: 'COBOL', name_az: 'COBOL', name_ru: 'COBOL' }],
  experiences: [],
  educations: [],
  languages: [{ id: 'l-1', language: 'English', proficiency: 7 }],
  portfolios: [],
};

function renderProfile(routes: Parameters<typeof mockApi>[1] = {}, user = jobseeker()) {
  const api = mockApi(user, { 'GET /api/accounts/jobseeker/': () => ({ body: saved }), 'GET /api/accounts/cv/': () => undefined, ...routes });
  renderApp(
    <SignedIn>
      <ProfileRoute />
    </SignedIn>,
  );
  return api;
}

const section = (name: string) => screen.getByTestId(`section-${name}`);

async function change(field: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  });
}

function choose(testId: string, file: File) {
  const input = screen.getByTestId(testId);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('My public profile', { timeout: 30_000 }, () => {
  it('given a job seeker, shows every section of their profile with the localised lists', async () => {
    renderProfile();
    expect(await screen.findByText('Grace Hopper', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Compiler engineer · Baku')).toBeTruthy();
    expect(within(section('languages')).getByText(/Native/)).toBeTruthy();
    expect(within(section('skills')).getByText('COBOL')).toBeTruthy();
    for (const name of ['experiences', 'educations', 'portfolios', 'cv', 'contact']) expect(section(name)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download generated CV/ })).toBeTruthy();
  });

  it('given the owner editing their basics and contact, no two elements of the page share an id (the section dialogs\' forms included)', async () => {
    renderProfile();
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    for (const name of ['basics', 'contact']) await act(async () => fireEvent.click(within(section(name)).getByRole('button', { name: /Edit/ })));
    expect(screen.getByLabelText(/^First name/)).toBeTruthy();
    expect(duplicateIds()).toEqual([]);
  });

  it('when the basics are edited, marks required fields, shows errors only once touched, and saves the whole profile', async () => {
    const api = renderProfile({ 'PUT /api/accounts/jobseeker/': ({ body }) => ({ body: { ...saved, ...(body as object) } }) });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(section('basics')).getByRole('button', { name: /Edit/ })));
    const label = within(section('basics')).getByText('First name').closest('label')!;
    expect(label.textContent).toBe('First name*');
    expect(screen.queryByText('This field is required.')).toBeNull();

    await change(screen.getByLabelText(/^Last name/), '');
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
    await change(screen.getByLabelText(/^Last name/), 'Hopper');
    await change(screen.getByLabelText(/^Headline/), 'Rust engineer');
    await act(async () => fireEvent.click(within(section('basics')).getByRole('button', { name: 'Save' })));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      headline: 'Rust engineer',
      bio: 'I wrote the first compiler.',
      cv_visible: false,
    });
  });

  it('given the catalogue, when a skill is picked from it and a new one typed, saves the catalogue skills by id and the new one by name', async () => {
    const catalogue = [
      { id: 12, name_en: 'Communication', name_az: 'Ünsiyyət', name_ru: 'Коммуникация' },
      { id: 40, name_en: 'Project Management', name_az: 'Layihə idarəetməsi', name_ru: 'Управление проектами' },
    ];
    const api = renderProfile({ 'GET /api/jobs/skills': () => ({ body: catalogue }), 'PUT /api/jobs/jobseeker-skills/': () => ({ body: catalogue }) });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(section('skills')).getByRole('button', { name: /Edit/ })));
    const input = screen.getByLabelText(/^Skills/);
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: 'Управл' } });
    });
    const option = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-item-option[title="Project Management"]') ?? Promise.reject(new Error('no option')));
    await act(async () => fireEvent.click(option));
    await act(async () => {
      fireEvent.change(input, { target: { value: 'Kotlin' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await act(async () => fireEvent.click(within(section('skills')).getByRole('button', { name: 'Save' })));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ skills: [3, 40, 'Kotlin'] });
  });

  it('checks contact links and the phone, and shows the server\'s field errors on their fields', async () => {
    renderProfile({
      'PUT /api/accounts/jobseeker/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { linkedin: ['invalid_url'] } } },
      }),
    });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(section('contact')).getByRole('button', { name: /Edit/ })));
    await change(screen.getByLabelText(/^Phone/), '12-34');
    await change(screen.getByLabelText(/^Website/), 'grace.dev');
    await waitFor(() => expect(screen.getByText('Enter a valid phone number.')).toBeTruthy());
    expect(screen.getByText('Enter a valid URL.')).toBeTruthy();

    await change(screen.getByLabelText(/^Phone/), '+994 50 123 45 67');
    await change(screen.getByLabelText(/^Website/), 'https://grace.dev');
    await change(screen.getByLabelText(/^LinkedIn/), 'https://linkedin.com/in/grace');
    await waitFor(() => expect(screen.queryByText('Enter a valid URL.')).toBeNull());
    await act(async () => fireEvent.click(within(section('contact')).getByRole('button', { name: 'Save' })));
    // The server's verdict, on the LinkedIn field.
    await waitFor(() => expect(screen.getByText('Enter a valid URL.')).toBeTruthy());
    expect(screen.getByLabelText(/^LinkedIn/).closest('.ant-form-item')?.textContent).toContain('Enter a valid URL.');
  });

  it('adds an experience in a dialog, refusing an end date before the start', async () => {
    const api = renderProfile({ 'POST /api/accounts/experiences/': () => ({ status: 201, body: { id: 'e-1' } }) });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(section('experiences')).getByRole('button', { name: /Add experience/ })));
    const dialog = await screen.findByRole('dialog');
    await change(within(dialog).getByLabelText(/^Title/), 'Engineer');
    await change(within(dialog).getByLabelText(/^Company/), 'Acme');
    const date = async (label: RegExp, value: string) => {
      const input = within(dialog).getByLabelText(label);
      await act(async () => {
        fireEvent.mouseDown(input);
        fireEvent.change(input, { target: { value } });
        fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
        fireEvent.blur(input);
      });
    };
    await date(/^Start date/, '01.05.2024');
    await date(/^End date/, '01.04.2024');
    await waitFor(() => expect(within(dialog).getByText('The end date must be after the start date.')).toBeTruthy());
    await date(/^End date/, '01.06.2024');
    await waitFor(() => expect(within(dialog).queryByText('The end date must be after the start date.')).toBeNull());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Engineer',
      company: 'Acme',
      location: null,
      start_date: '2024-05-01',
      end_date: '2024-06-01',
      description: null,
    });
  });

  it('checks a CV on the client, and shows the server\'s refusal of one it let through', async () => {
    const api = renderProfile({
      'POST /api/accounts/cv/': () => ({ status: 413, body: { error: { code: 'file_too_large', message: 'File size must be under 1MB.' } } }),
    });
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => choose('cv-input', new File(['plain text'], 'cv.txt', { type: 'text/plain' })));
    expect(await screen.findByText('PDF format required for CV.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await act(async () => choose('cv-input', new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' })));
    expect(await screen.findByText('File size must be under 1MB.')).toBeTruthy();
  });

  it('refuses a picture that is not PNG or JPEG before uploading it', async () => {
    const api = renderProfile();
    await screen.findByText('Grace Hopper', {}, { timeout: 10_000 });
    await act(async () => choose('avatar-input', new File(['GIF89a'], 'me.png', { type: 'image/png' })));
    expect(await screen.findByText('Unsupported file type.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

const companyPage: CompanyPage = {
  name: 'Acme',
  industry: 'Software',
  employee_count: 40,
  founded: 2010,
  description: 'We build things.',
  contact: { email: 'hello@acme.io', phone: null, address: null, location: 'Baku', country: 'Azerbaijan', website: null, twitter: null, facebook: null, linkedin: null, instagram: null },
  id: 'p-1',
  logo: null,
  cover_picture: null,
  images: [{ id: 'img-1', url: '/api/files/img-1' }],
  team: [{ id: 't-1', name: 'Ada Lovelace', position: 'CTO' }],
  open_jobs: [],
  cv_dropped: null,
};

describe('Company profile', { timeout: 30_000 }, () => {
  it('given a company, /profile edits the company: industries from the API, description at most 500 characters', async () => {
    const api = renderProfile(
      {
        'GET /api/accounts/company/': () => ({ body: companyPage }),
        'GET /api/accounts/companies/p-1/': () => ({ body: companyPage }),
        'GET /api/accounts/industries': () => ({ body: ['Software', 'Banking'] }),
        'PUT /api/accounts/company/': ({ body }) => ({ body }),
      },
      company(['ats']),
    );
    expect(await screen.findByText('We build things.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(section('team')).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(section('images')).getByText('Pictures (1/10)')).toBeTruthy();

    await act(async () => fireEvent.click(within(section('company')).getByRole('button', { name: /Edit/ })));
    await change(screen.getByLabelText(/^About the company/), 'x'.repeat(501));
    await waitFor(() => expect(screen.getByText('Enter at most 500 characters.')).toBeTruthy());
    await change(screen.getByLabelText(/^About the company/), 'We build better things.');
    await change(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await waitFor(() => expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy());
    await change(screen.getByLabelText(/^E-mail/), 'hello@acme.io');
    await act(async () => fireEvent.click(within(section('company')).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Acme',
      description: 'We build better things.',
      contact: { email: 'hello@acme.io', location: 'Baku', country: 'Azerbaijan' },
    });
  });

  it('while the company edits its details, the details\' name and the team member\'s name have ids of their own', async () => {
    renderProfile(
      {
        'GET /api/accounts/company/': () => ({ body: companyPage }),
        'GET /api/accounts/companies/p-1/': () => ({ body: companyPage }),
        'GET /api/accounts/industries': () => ({ body: ['technology'] }),
      },
      company(['ats']),
    );
    await screen.findByText('We build things.', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(within(section('company')).getByRole('button', { name: /Edit/ })));
    expect((within(section('company')).getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('Acme');
    expect(within(section('team')).getByLabelText(/^Name/)).toBeTruthy();
    expect(duplicateIds()).toEqual([]);
  });

  it('names the industry, and the industries to pick from, in the reader\'s language', async () => {
    await act(() => setLanguage('ru', { store: false }));
    renderProfile(
      {
        'GET /api/accounts/company/': () => ({ body: { ...companyPage, industry: 'banking' } }),
        'GET /api/accounts/companies/p-1/': () => ({ body: companyPage }),
        'GET /api/accounts/industries': () => ({ body: ['technology', 'banking', 'healthcare'] }),
      },
      company(['ats']),
    );
    expect(await screen.findByText('We build things.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('Банковское дело')).toHaveLength(2);

    await act(async () => fireEvent.click(within(section('company')).getByRole('button', { name: /Редактировать/ })));
    await act(async () => fireEvent.mouseDown(screen.getByLabelText('Отрасль')));
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual([
        'Технологии',
        'Банковское дело',
        'Здравоохранение',
      ]),
    );
  });
});
