import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { ApiError } from './api-client';
import { i18n, setLanguage } from './i18n';
import { applyServerFieldErrors } from './validation';

function EmailForm({ onReady }: { onReady: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onReady(form);
  return (
    <Form form={form}>
      <Form.Item name="email" label="E-mail">
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('applyServerFieldErrors', () => {
  it('puts the field codes of a 422 on their fields, translated', async () => {
    let form!: FormInstance;
    render(<EmailForm onReady={(instance) => (form = instance)} />);
    const error = new ApiError(422, 'validation_failed', 'Some fields are not valid.', {
      email: ['email_taken'],
      unknown_field: ['required'],
    });
    let placed = false;
    await act(async () => {
      placed = applyServerFieldErrors(form, error, i18n.t.bind(i18n));
    });
    expect(placed).toBe(true);
    expect(await screen.findByText('This e-mail is already registered.')).toBeTruthy();
  });

  it('shows a field code it does not know as the generic field message, never the server\'s text', async () => {
    await setLanguage('az', { store: false });
    let form!: FormInstance;
    render(<EmailForm onReady={(instance) => (form = instance)} />);
    const error = new ApiError(422, 'validation_failed', 'Some fields are not valid.', {
      email: ['brand_new_field_code', 'invalid_characters'],
    });
    await act(async () => {
      applyServerFieldErrors(form, error, i18n.t.bind(i18n));
    });
    expect(await screen.findByText('Bu dəyər düzgün deyil.')).toBeTruthy();
    expect(await screen.findByText('Bu mətndə icazə verilməyən simvollar var.')).toBeTruthy();
    expect(screen.queryByText(/brand_new_field_code/)).toBeNull();
  });

  it('focuses the first field it put an error on', async () => {
    let form!: FormInstance;
    render(<EmailForm onReady={(instance) => (form = instance)} />);
    const error = new ApiError(422, 'validation_failed', 'Some fields are not valid.', { email: ['email_taken'] });
    await act(async () => {
      applyServerFieldErrors(form, error, i18n.t.bind(i18n));
    });
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('places nothing for other failures', () => {
    let form!: FormInstance;
    render(<EmailForm onReady={(instance) => (form = instance)} />);
    expect(applyServerFieldErrors(form, new ApiError(401, 'no_active_user', ''), i18n.t.bind(i18n))).toBe(false);
    expect(applyServerFieldErrors(form, new Error('boom'), i18n.t.bind(i18n))).toBe(false);
  });
});

describe("the app's forms", () => {
  it('given a required field left empty, when the form is sent, focuses that field', async () => {
    renderApp(
      <Form>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="email" label="E-mail" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <button type="submit">Send</button>
      </Form>,
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Send' })));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/)));
  });
});
