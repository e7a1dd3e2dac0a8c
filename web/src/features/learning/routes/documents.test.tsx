import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { LearningDocument } from '@/types/learning';
import { handbook, leavePolicy } from '../testing/fixtures';
import DocumentsRoute from './documents';

type Routes = Parameters<typeof mockApi>[1];

function renderDocuments(routes: Routes = {}, list: () => LearningDocument[] = () => [leavePolicy, handbook]) {
  const api = mockApi(company(['lms']), { 'GET /api/learning/documents/': () => ({ body: list() }), ...routes });
  const page = (
    <SignedIn>
      <DocumentsRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, {
    path: '/documents',
    routes: [
      { path: '/documents', element: page },
      { path: '/documents/create', element: <p>The upload form</p> },
      { path: '/documents/edit/:id', element: <p>The edit form</p> },
    ],
  });
  return { api, router };
}

const row = (id: string) => screen.getAllByTestId('document-row').find((one) => one.getAttribute('data-id') === id) as HTMLElement;
const field = (element: HTMLElement, name: string) => element.querySelector<HTMLElement>(`[data-field="${name}"]`)?.textContent;
const button = (text: string, container: HTMLElement = document.body) => within(container).getByText(text).closest('button') as HTMLButtonElement;

async function dialogTitled(title: string) {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

describe('Documents', { timeout: 30_000 }, () => {
  it('lists each document: title, topic, format, pages, passages, size, updated and the teachers using it', async () => {
    renderDocuments();
    await screen.findByText('Leave policy', {}, { timeout: 10_000 });
    const policy = row('d-1');
    expect(['topic', 'format', 'pages', 'passages', 'size'].map((name) => field(policy, name))).toEqual(['HR', 'PDF', '3', '12', '18 KB']);
    expect(field(policy, 'updated')).toMatch(/^02\.07\.2026 \d\d:\d\d$/);
    expect(within(policy).getByText('leave.pdf')).toBeTruthy();
    expect(within(policy).getByText('Ada').closest('a')?.getAttribute('href')).toBe('/ai-teacher/t-1');
    expect(within(policy).getByText('Grace')).toBeTruthy();
    const book = row('d-2');
    expect(['topic', 'format', 'pages', 'size', 'teachers'].map((name) => field(book, name))).toEqual(['—', 'TXT', '—', '512 B', '—']);
  });

  it('opens the upload form and the edit form', async () => {
    const { router } = renderDocuments();
    await screen.findByText('Leave policy', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Edit Handbook')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/edit/d-2'));
    await act(async () => router.navigate('/documents'));
    await act(async () => fireEvent.click(button('Upload a document')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/create'));
  });

  it('downloads the original file under the name the server gives', async () => {
    const saved = catchDownloads();
    const { api } = renderDocuments({
      'GET /api/learning/documents/d-1/file/': () => ({ body: 'PDF', headers: { 'Content-Disposition': 'attachment; filename="leave-policy.pdf"' } }),
    });
    await screen.findByText('Leave policy', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Download Leave policy')));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['leave-policy.pdf']));
    expect(api.calls.some((call) => call.path === '/api/learning/documents/d-1/file/')).toBe(true);
  });

  it('asks before deleting a document no teacher uses, then deletes it', async () => {
    let list = [leavePolicy, handbook];
    const { api } = renderDocuments(
      {
        'DELETE /api/learning/documents/d-2/': () => {
          list = [leavePolicy];
          return { status: 204 };
        },
      },
      () => list,
    );
    await screen.findByText('Handbook', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Delete Handbook')));
    const confirm = await dialogTitled('Delete “Handbook”?');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(button('Delete', confirm)));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/learning/documents/d-2/']));
    expect(await screen.findByText('Document deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Handbook')).toBeNull());
  });

  it('given a document in use, names its teachers and deletes it anyway only when asked to', async () => {
    let list = [leavePolicy, handbook];
    const { api } = renderDocuments(
      {
        'DELETE /api/learning/documents/d-1/': ({ method }) => {
          const confirmed = api.calls.filter((call) => call.method === method).at(-1)?.path.endsWith('?confirm=true');
          if (!confirmed) {
            return {
              status: 409,
              body: { error: { code: 'document_in_use', message: 'Document in use.', details: { teachers: leavePolicy.teachers } } },
            };
          }
          list = [handbook];
          return { status: 204 };
        },
      },
      () => list,
    );
    await screen.findByText('Leave policy', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Delete Leave policy')));
    await act(async () => fireEvent.click(button('Delete', await dialogTitled('Delete “Leave policy”?'))));

    const inUse = await dialogTitled('“Leave policy” is in use');
    expect(within(inUse).getByText('These 2 AI teachers answer from the document. Deleting it takes it off them:')).toBeTruthy();
    expect(within(inUse).getAllByTestId('in-use-teacher').map((tag) => tag.textContent)).toEqual(['Ada', 'Grace']);
    expect(screen.queryByText('Document deleted.')).toBeNull();
    await act(async () => fireEvent.click(button('Delete anyway', inUse)));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/learning/documents/d-1/',
        '/api/learning/documents/d-1/?confirm=true',
      ]),
    );
    expect(await screen.findByText('Document deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Leave policy')).toBeNull());
  });

  it('given a document in use, deletes nothing when the second question is declined', async () => {
    const { api } = renderDocuments({
      'DELETE /api/learning/documents/d-1/': () => ({
        status: 409,
        body: { error: { code: 'document_in_use', message: 'Document in use.', details: { teachers: [{ id: 't-1', name: 'Ada' }] } } },
      }),
    });
    await screen.findByText('Leave policy', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByLabelText('Delete Leave policy')));
    await act(async () => fireEvent.click(button('Delete', await dialogTitled('Delete “Leave policy”?'))));
    const inUse = await dialogTitled('“Leave policy” is in use');
    expect(within(inUse).getByText('This AI teacher answers from the document. Deleting it takes it off the teacher:')).toBeTruthy();
    await act(async () => fireEvent.click(button('Cancel', inUse)));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(row('d-1')).toBeTruthy();
  });
});
