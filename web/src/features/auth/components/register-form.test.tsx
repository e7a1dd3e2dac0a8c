import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobseeker, mockApi, privacyTermsRoute, renderApp } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

type Answer = { status?: number; body?: unknown };

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const termsBox = () => screen.getByRole('checkbox', { name: /I accept the privacy terms/ });

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
  });
}

/** The register screen, signed out, with the privacy terms to accept and `register` answering the sign-up. */
async function openRegisterForm(register: () => Answer = () => ({ status: 201, body: jobseeker() })) {
  const api = mockApi(jobseeker(), { ...privacyTermsRoute, 'POST /api/auth/users/': register });
  window.localStorage.removeItem('hire.access');
  // The session empties the query cache as it starts signed out; in the app the register screen
  // comes after that (a lazy route), so here it is opened by a navigation too.
  const { router } = renderApp(<></>, {
    path: '/',
    routes: [
      { path: '/', element: null },
      { path: '/auth/register', element: <RegisterForm /> },
    ],
  });
  await act(() => router.navigate('/auth/register'));
  await screen.findByText('First name');
  return api;
}

async function fillJobseeker() {
  await type('First name', 'Alan');
  await type('Last name', 'Turing');
  await type('E-mail', 'alan@gmail.com');
  await type('Password', 'Longenough1!');
  await type('Confirm password', 'Longenough1!');
  await waitFor(() => expect((termsBox() as HTMLInputElement).disabled).toBe(false));
  await act(async () => fireEvent.click(termsBox()));
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('marks required fields with an asterisk after the label', async () => {
    await openRegisterForm();
    const label = screen.getByText('First name').closest('label')!;
    expect(label.textContent).toBe('First name*');
  });

  it('shows an error only on the fields that were touched', async () => {
    await openRegisterForm();
    expect(screen.queryByText('This field is required.')).toBeNull();

    await type('E-mail', 'not-an-address');
    await waitFor(() => expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy());
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('shows every problem once the form is submitted', async () => {
    await openRegisterForm();
    await submit();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
    expect(screen.getByText('Accept the privacy terms to go on.')).toBeTruthy();
  });

  it('asks a company for a business e-mail, and a job seeker not', async () => {
    await openRegisterForm();
    await type('E-mail', 'ceo@gmail.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull());
    expect(screen.queryByText(/company e-mail address/)).toBeNull();

    await act(async () => fireEvent.click(screen.getByText('A company')));
    expect(await screen.findByText('Company name')).toBeTruthy();
    await type('E-mail', 'boss@gmail.com');
    await waitFor(() => expect(screen.getByText(/Use your company e-mail address/)).toBeTruthy());
    await type('E-mail', 'boss@acme.io');
    await waitFor(() => expect(screen.queryByText(/Use your company e-mail address/)).toBeNull());
  });

  it('checks the password rules and that both passwords match', async () => {
    await openRegisterForm();
    await type('Password', 'short');
    await waitFor(() => expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy());
    await type('Password', 'longenough1!');
    await waitFor(() => expect(screen.getByText('The password needs an uppercase letter.')).toBeTruthy());
    await type('Password', 'Longenough1!');
    await type('Confirm password', 'Longenough1?');
    await waitFor(() => expect(screen.getByText('The passwords do not match.')).toBeTruthy());
    await type('Confirm password', 'Longenough1!');
    await waitFor(() => expect(screen.queryByText('The passwords do not match.')).toBeNull());
  });

  it('given the privacy terms, when the form shows, then the box names their version and links to them', async () => {
    await openRegisterForm();
    await waitFor(() => expect(termsBox().closest('label')!.textContent).toBe('I accept the privacy terms (version 2026-11-26)'));
    const link = within(termsBox().closest('label')!).getByRole('link', { name: 'privacy terms' });
    expect(link.getAttribute('href')).toBe('/privacy');
  });

  it('given the box ticked, when the form is sent, then the sign-up carries the version of the terms shown', async () => {
    const api = await openRegisterForm();
    await fillJobseeker();
    await submit();
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      user_type: 'jobseeker',
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@gmail.com',
      password: 'Longenough1!',
      privacy_terms_version: '2026-11-26',
    });
  });

  it('given the server refuses the version, when the form is sent, then its reason shows under the box', async () => {
    await openRegisterForm(() => ({
      status: 422,
      body: { error: { code: 'validation_failed', message: 'Validation failed.', fields: { privacy_terms_version: ['invalid_choice'] } } },
    }));
    await fillJobseeker();
    await submit();
    const termsItem = termsBox().closest('.ant-form-item') as HTMLElement;
    expect(await within(termsItem).findByText('Choose one of the options.')).toBeTruthy();
  });
});
