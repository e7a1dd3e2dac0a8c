import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@/types/webhooks';
import { hris, slack } from '../testing/fixtures';
import { changes, renderWebhooks } from '../testing/render';

const refused = (status: number, code: string, fields?: Record<string, string[]>) => () => ({
  status,
  body: { error: { code, message: 'Refused.', ...(fields ? { fields } : {}) } },
});

async function openDialog(opener: () => HTMLElement, title: string) {
  await screen.findByText(hris.url, {}, { timeout: 10_000 });
  await act(async () => fireEvent.click(opener()));
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest('.ant-modal') as HTMLElement;
  // The event types arrive with the dialog.
  await within(dialog).findByRole('checkbox', { name: /application\.submitted/ });
  return dialog;
}

const openNew = () => openDialog(() => screen.getByRole('button', { name: /Add endpoint/ }), 'Add endpoint');
const openEdit = (id: string) =>
  openDialog(() => {
    const row = screen.getAllByTestId('endpoint-row').find((one) => one.getAttribute('data-id') === id) as HTMLElement;
    return within(row).getByRole('button', { name: 'Edit endpoint' });
  }, 'Edit endpoint');

/** The errors shown under the form item labelled `label` (the required mark aside) in `dialog`. */
const fieldErrors = (dialog: HTMLElement, label: string) => {
  const item = [...dialog.querySelectorAll('.ant-form-item')].find((one) => one.querySelector('label')?.textContent?.replace(/\*$/, '') === label) as HTMLElement;
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);
};

async function fill(dialog: HTMLElement, { url, description, events = [] }: { url?: string; description?: string; events?: string[] }) {
  if (url !== undefined) await act(async () => fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: url } }));
  if (description !== undefined) await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: description } }));
  for (const type of events) await act(async () => fireEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(type.replace('.', '\\.')) })));
}

const save = (dialog: HTMLElement) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

describe('The endpoint form', { timeout: 30_000 }, () => {
  it('groups the event types by applications, interviews and offers, in the API order', async () => {
    renderWebhooks();
    const dialog = await openNew();
    const groups = within(dialog).getAllByTestId('event-group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Applications', 'Interviews', 'Offers']);
    expect(within(groups[0]).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(groups[0]).getByRole('checkbox', { name: 'Application moved (any status change) application.moved' })).toBeTruthy();
    expect(within(dialog).getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('given a new endpoint, sends its address, description and events in the API order, enabled, then lists it', async () => {
    const created: WebhookEndpoint = { ...hris, id: 'e-3', url: 'https://dw.acme.io/in', description: 'Warehouse', event_types: ['application.submitted', 'offer.sent'] };
    let list = [hris, slack];
    const { api } = renderWebhooks(
      {
        'POST /api/webhooks/endpoints/': () => {
          list = [...list, created];
          return { status: 201, body: created };
        },
      },
      { endpoints: () => list },
    );
    const dialog = await openNew();

    await fill(dialog, { url: '  https://dw.acme.io/in ', description: 'Warehouse', events: ['offer.sent', 'application.submitted'] });
    await save(dialog);

    await waitFor(() =>
      expect(changes(api.calls)).toEqual([
        {
          method: 'POST',
          path: '/api/webhooks/endpoints/',
          body: { url: 'https://dw.acme.io/in', description: 'Warehouse', event_types: ['application.submitted', 'offer.sent'], enabled: true },
        },
      ]),
    );
    expect(await screen.findByText('Endpoint added.')).toBeTruthy();
    expect(await screen.findByText('https://dw.acme.io/in')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Add endpoint', { selector: '.ant-modal-title' })).toBeNull());
  });

  it('asks for the address and at least one event before sending', async () => {
    const { api } = renderWebhooks();
    const dialog = await openNew();

    await save(dialog);

    await waitFor(() => expect(fieldErrors(dialog, 'URL')).toEqual(['This field is required.']));
    expect(fieldErrors(dialog, 'Events')).toEqual(['Choose at least one event.']);
    expect(changes(api.calls)).toEqual([]);
  });

  it.each([
    ['required', 'This field is required.'],
    ['invalid_url', 'Enter a valid URL.'],
    ['https_required', 'Use an https:// address.'],
    ['private_address', 'This address is not reachable from the internet.'],
  ])('given the server refuses the address as %s, says why under the URL', async (code, text) => {
    renderWebhooks({ 'POST /api/webhooks/endpoints/': refused(422, 'validation_failed', { url: [code] }) });
    const dialog = await openNew();

    await fill(dialog, { url: 'http://10.0.0.7/hook', events: ['application.moved'] });
    await save(dialog);

    await waitFor(() => expect(fieldErrors(dialog, 'URL')).toEqual([text]));
    expect(await screen.findByText('Check the marked fields.')).toBeTruthy();
  });

  it('given the server refuses the events and the description, says why under each', async () => {
    renderWebhooks({
      'POST /api/webhooks/endpoints/': refused(422, 'validation_failed', { event_types: ['invalid_choice'], description: ['too_long'] }),
    });
    const dialog = await openNew();

    await fill(dialog, { url: 'https://hooks.acme.io/', description: 'Long', events: ['application.moved'] });
    await save(dialog);

    await waitFor(() => expect(fieldErrors(dialog, 'Events')).toEqual(['Choose one of the options.']));
    expect(fieldErrors(dialog, 'Description')).toEqual(['This value is too long.']);
    expect(fieldErrors(dialog, 'URL')).toEqual([]);
  });

  it('given the company has ten endpoints already, says so and keeps the form', async () => {
    renderWebhooks({ 'POST /api/webhooks/endpoints/': refused(409, 'too_many_webhook_endpoints') });
    const dialog = await openNew();

    await fill(dialog, { url: 'https://hooks.acme.io/', events: ['application.moved'] });
    await save(dialog);

    expect(await screen.findByText('A company can have at most 10 webhook endpoints.')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect((within(dialog).getByLabelText(/^URL/) as HTMLInputElement).value).toBe('https://hooks.acme.io/');
  });

  it('given an endpoint, opens filled and saves the changes whole', async () => {
    const { api } = renderWebhooks({ 'PUT /api/webhooks/endpoints/e-1/': ({ body }) => ({ body: { ...hris, ...(body as object) } }) });
    const dialog = await openEdit('e-1');
    expect((within(dialog).getByLabelText(/^URL/) as HTMLInputElement).value).toBe(hris.url);
    expect((within(dialog).getByLabelText(/^Description/) as HTMLInputElement).value).toBe('HRIS sync');
    expect(within(dialog).getByRole('checkbox', { name: /application\.moved/ }).closest('.ant-checkbox-wrapper')?.className).toContain('checked');

    await fill(dialog, { description: '', events: ['application.moved', 'application.hired'] });
    await act(async () => fireEvent.click(within(dialog).getByRole('switch')));
    await save(dialog);

    await waitFor(() =>
      expect(changes(api.calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/webhooks/endpoints/e-1/',
          body: { url: hris.url, description: '', event_types: ['application.submitted', 'application.hired'], enabled: false },
        },
      ]),
    );
    expect(await screen.findByText('Endpoint saved.')).toBeTruthy();
  });
});
