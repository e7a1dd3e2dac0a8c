import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { AiTeacher } from '@/types/learning';
import type { UserResponse } from '@/types/api';
import { ada, builtIn, grace, handbook, leavePolicy } from '../testing/fixtures';
import AiTeachersRoute from './ai-teachers';

type Routes = Parameters<typeof mockApi>[1];

function renderTeachers({ user = company(['lms']), routes = {}, list = () => [ada, grace] }: { user?: UserResponse; routes?: Routes; list?: () => AiTeacher[] } = {}) {
  const api = mockApi(user, {
    'GET /api/learning/all-ai-teachers/': () => ({ body: list() }),
    'GET /api/learning/ai-models/': () => ({ body: [builtIn, { id: 'gpt-test', name: 'gpt-test' }] }),
    'GET /api/learning/documents/': () => ({ body: [leavePolicy, handbook] }),
    ...routes,
  });
  const page = (
    <SignedIn>
      <AiTeachersRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, {
    path: '/ai-teachers',
    routes: [
      { path: '/ai-teachers', element: page },
      { path: '/ai-teacher/:id', element: <p>The conversation</p> },
    ],
  });
  return { api, router };
}

const card = (id: string) => screen.getAllByTestId('teacher-card').find((one) => one.getAttribute('data-id') === id) as HTMLElement;
const button = (text: string, container: HTMLElement = document.body) => within(container).getByText(text).closest('button') as HTMLButtonElement;
const calls = (api: { calls: Array<{ method: string; path: string; body: unknown }> }, method: string) => api.calls.filter((call) => call.method === method);

async function dialogTitled(title: string) {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

/** Picks `label` in the antd select labelled `field` of `dialog`. */
async function pick(dialog: HTMLElement, field: RegExp, label: string) {
  const select = within(dialog).getByLabelText(field).closest('.ant-select') as HTMLElement;
  await act(async () => fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select));
  const option = await waitFor(
    () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`) ?? Promise.reject(new Error(`no option ${label}`)),
  );
  await act(async () => fireEvent.click(option));
}

describe('AI teachers', { timeout: 30_000 }, () => {
  it('shows each teacher with its topic, model and documents; a click opens the conversation', async () => {
    const { router } = renderTeachers();
    await screen.findByText('Ada', {}, { timeout: 10_000 });
    const first = card('t-1');
    expect(within(first).getByText('Onboarding')).toBeTruthy();
    await waitFor(() => expect(first.querySelector('[data-field="model"]')?.textContent).toBe('Model: Built-in (answers with quotes from the documents)'));
    expect(within(first).getByText('Leave policy')).toBeTruthy();
    expect(within(card('t-2')).getByText('No documents')).toBeTruthy();
    await act(async () => fireEvent.click(first));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-teacher/t-1'));
  });

  it('creates a teacher: name, topic, the first model by default, its documents, then its picture', async () => {
    const created = { ...ada, id: 't-9', name: 'Linus', topic: 'Security', documents: [{ id: 'd-2', title: 'Handbook' }] };
    const { api } = renderTeachers({
      routes: {
        'POST /api/learning/ai-teacher/': () => ({ status: 201, body: created }),
        'PUT /api/learning/ai-teacher/t-9/avatar/': () => ({ body: { ...created, avatar: '/api/files/images/linus.png' } }),
      },
    });
    await screen.findByText('Ada', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(button('New AI teacher')));
    const dialog = await dialogTitled('New AI teacher');
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Linus ' } }));
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Topic/), { target: { value: 'Security' } }));
    await pick(dialog, /^Documents/, 'Handbook');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'linus.png', { type: 'image/png' });
    await act(async () => fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [picture] } }));
    expect(await within(dialog).findByText('linus.png')).toBeTruthy();
    await act(async () => fireEvent.click(button('Save', dialog)));

    await waitFor(() => expect(calls(api, 'POST').map((call) => call.body)).toEqual([
      { name: 'Linus', topic: 'Security', model: 'hire-extractive', document_ids: ['d-2'] },
    ]));
    await waitFor(() => expect(calls(api, 'PUT').map((call) => call.path)).toEqual(['/api/learning/ai-teacher/t-9/avatar/']));
    expect(((calls(api, 'PUT')[0].body as FormData).get('file') as File).name).toBe('linus.png');
    expect(await screen.findByText('AI teacher created.')).toBeTruthy();
  });

  it('asks for a name and at least one document before sending', async () => {
    const { api } = renderTeachers();
    await screen.findByText('Ada', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(button('New AI teacher')));
    const dialog = await dialogTitled('New AI teacher');
    await act(async () => fireEvent.click(button('Save', dialog)));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one document.')).toBeTruthy();
    expect(calls(api, 'POST')).toHaveLength(0);
  });

  it("edits a teacher from its values, and shows the API's field errors on their fields", async () => {
    let refuse = true;
    const { api } = renderTeachers({
      routes: {
        'PATCH /api/learning/ai-teacher/t-1/': ({ body }) =>
          refuse
            ? { status: 422, body: { error: { code: 'validation_failed', message: 'Invalid input.', fields: { name: ['too_long'] } } } }
            : { body: { ...ada, ...(body as object) } },
      },
    });
    await screen.findByText('Ada', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Edit Ada')));
    const dialog = await dialogTitled('Edit Ada');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    expect(within(dialog).getAllByText('Leave policy').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(button('Save', dialog)));
    expect(await within(dialog).findByText('This value is too long.')).toBeTruthy();
    expect(await screen.findByText('Some fields are not valid: check the form.')).toBeTruthy();

    refuse = false;
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ada L.' } }));
    await act(async () => fireEvent.click(button('Save', dialog)));
    await waitFor(() => expect(calls(api, 'PATCH').at(-1)?.body).toEqual({ name: 'Ada L.', topic: 'Onboarding', model: 'hire-extractive', document_ids: ['d-1'] }));
    expect(await screen.findByText('AI teacher saved.')).toBeTruthy();
  });

  it('asks before deleting a teacher, then deletes it', async () => {
    let list = [ada, grace];
    const { api } = renderTeachers({
      routes: {
        'DELETE /api/learning/ai-teacher/t-2/': () => {
          list = [ada];
          return { status: 204 };
        },
      },
      list: () => list,
    });
    await screen.findByText('Grace', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Delete Grace')));
    const confirm = await dialogTitled('Delete Grace?');
    expect(calls(api, 'DELETE')).toHaveLength(0);
    await act(async () => fireEvent.click(button('Delete', confirm)));
    await waitFor(() => expect(calls(api, 'DELETE').map((call) => call.path)).toEqual(['/api/learning/ai-teacher/t-2/']));
    expect(await screen.findByText('AI teacher deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Grace')).toBeNull());
  });

  it('shows employees the teachers to talk to, with nothing to manage', async () => {
    const { api, router } = renderTeachers({ user: employee('hiring_manager', ['lms']) });
    await screen.findByText('Ada', {}, { timeout: 10_000 });
    expect(screen.queryByText('New AI teacher')).toBeNull();
    expect(screen.queryByLabelText('Edit Ada')).toBeNull();
    expect(screen.queryByLabelText('Delete Ada')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/learning/documents/'))).toBe(false);
    await act(async () => fireEvent.click(screen.getByText('Grace')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-teacher/t-2'));
  });

  it('given no teachers, tells the company where to start', async () => {
    renderTeachers({ list: () => [] });
    expect(await screen.findByText('No AI teachers yet: upload documents, then create a teacher that answers from them.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('when Escape is pressed in the "New AI teacher" dialog, closes it and gives focus back to the button that opened it', async () => {
    const keyboard = userEvent.setup();
    renderTeachers();
    await screen.findByText('Ada', {}, { timeout: 10_000 });
    const create = button('New AI teacher');
    await keyboard.click(create);
    await dialogTitled('New AI teacher');

    await keyboard.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByText('New AI teacher', { selector: '.ant-modal-title' })).toBeNull());
    expect(document.activeElement).toBe(create);
  });
});
