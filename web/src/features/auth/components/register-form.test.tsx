import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
  });
}

describe('RegisterForm', () => {
  it('marks required fields with an asterisk after the label', async () => {
    renderApp(<RegisterForm />);
    const label = (await screen.findByText('First name')).closest('label')!;
    expect(label.textContent).toBe('First name*');
  });

  it('shows an error only on the fields that were touched', async () => {
    renderApp(<RegisterForm />);
    await screen.findByText('First name');
    expect(screen.queryByText('This field is required.')).toBeNull();

    await type('E-mail', 'not-an-address');
    await waitFor(() => expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy());
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('shows every problem once the form is submitted', async () => {
    renderApp(<RegisterForm />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Register' })));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
  });

  it('asks a company for a business e-mail, and a job seeker not', async () => {
    renderApp(<RegisterForm />);
    await screen.findByText('First name');
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
    renderApp(<RegisterForm />);
    await screen.findByText('First name');
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
});
