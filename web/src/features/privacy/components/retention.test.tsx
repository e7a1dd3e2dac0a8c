import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Schema } from '@/types/schema';
import { Retention } from './retention';

type Answer = { status?: number; body?: unknown };

/** The saved setting is answered by GET; a PUT echoes what it was sent, unless `refuse` answers it. */
function renderRetention(saved: Schema<'Retention'>, refuse?: Answer) {
  const api = mockApi(company(), {
    'GET /api/privacy/retention/': () => ({ body: saved }),
    'PUT /api/privacy/retention/': ({ body }) => refuse ?? { body },
  });
  renderApp(
    <SignedIn>
      <Retention />
    </SignedIn>,
  );
  return api;
}

const monthsField = () => screen.findByLabelText(/^Months after the rejection\*?$/);
const choose = (option: string) => act(async () => fireEvent.click(screen.getByRole('radio', { name: option })));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const sentBodies = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/privacy/retention/').map((call) => call.body);

describe('Retention', { timeout: 20_000 }, () => {
  it('given a saved period of 12 months, when shown, then anonymising is chosen with 12 months', async () => {
    renderRetention({ rejected_retention_months: 12 });
    expect(((await monthsField()) as HTMLInputElement).value).toBe('12');
    expect((screen.getByRole('radio', { name: 'Anonymise their data after a period' }) as HTMLInputElement).checked).toBe(true);
  });

  it('given a saved period, when "Keep their data" is saved, then no period is sent', async () => {
    const api = renderRetention({ rejected_retention_months: 12 });
    await monthsField();
    await choose('Keep their data');
    await save();
    await expect.poll(() => sentBodies(api)).toEqual([{ rejected_retention_months: null }]);
  });

  it('given the data kept, when anonymising after 6 months is saved, then 6 is sent', async () => {
    const api = renderRetention({ rejected_retention_months: null });
    await screen.findByRole('radio', { name: 'Keep their data' });
    await choose('Anonymise their data after a period');
    await act(async () => fireEvent.change(await monthsField(), { target: { value: '6' } }));
    await save();
    await expect.poll(() => sentBodies(api)).toEqual([{ rejected_retention_months: 6 }]);
  });

  it('given the server finds the period out of range, when saved, then the field says so', async () => {
    renderRetention(
      { rejected_retention_months: 12 },
      {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid input.',
            fields: { rejected_retention_months: ['out_of_range'] },
          },
        },
      },
    );
    const months = await monthsField();
    await save();
    const monthsItem = months.closest<HTMLElement>('.ant-form-item')!;
    expect(await within(monthsItem).findByText('This value is out of range.')).toBeTruthy();
  });
});
