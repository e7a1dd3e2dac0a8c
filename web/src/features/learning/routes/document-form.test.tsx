import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { leavePolicy } from '../testing/fixtures';
import CreateDocumentRoute from './create-document';
import EditDocumentRoute from './edit-document';

type Routes = Parameters<typeof mockApi>[1];

function renderForm(path: string, routes: Routes = {}) {
  const api = mockApi(company(['lms']), { 'GET /api/learning/documents/d-1/': () => ({ body: leavePolicy }), ...routes });
  const wrap = (element: React.ReactNode) => <SignedIn>{element}</SignedIn>;
  const { router } = renderApp(<p />, {
    path,
    routes: [
      { path: '/documents', element: <p>The documents</p> },
      { path: '/documents/create', element: wrap(<CreateDocumentRoute />) },
      { path: '/documents/edit/:id', element: wrap(<EditDocumentRoute />) },
    ],
  });
  return { api, router };
}

const leaveText = 'Leave policy\n\nEmployees receive 24 days of paid annual leave each year.';
const textFile = (name = 'leave.txt', content = leaveText) => new File([content], name, { type: 'text/plain' });
const posts = (api: { calls: Array<{ method: string; path: string; body: unknown }> }, method = 'POST') => api.calls.filter((call) => call.method === method);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

async function fill({ title, topic, file }: { title?: string; topic?: string; file?: File }) {
  if (title !== undefined) await act(async () => fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: title } }));
  if (topic !== undefined) await act(async () => fireEvent.change(screen.getByLabelText(/^Topic/), { target: { value: topic } }));
  if (file) await act(async () => fireEvent.change(fileInput(), { target: { files: [file] } }));
}

const refused = (status: number, code: string, message: string, fields?: Record<string, string[]>) => () => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

describe('The document upload form', { timeout: 30_000 }, () => {
  it('sends the file, title and topic as multipart, then goes back to the documents', async () => {
    const { api, router } = renderForm('/documents/create', {
      'POST /api/learning/documents/': () => ({ status: 201, body: { ...leavePolicy, format: 'txt', pages: null } }),
    });
    await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
    expect(fileInput().getAttribute('accept')).toBe('.pdf,.docx,.txt');
    await fill({ title: '  Leave policy ', topic: 'HR', file: textFile() });
    expect(await screen.findByText('leave.txt')).toBeTruthy();
    await act(async () => fireEvent.click(button('Upload')));

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    const form = posts(api)[0].body as FormData;
    expect(form.get('title')).toBe('Leave policy');
    expect(form.get('topic')).toBe('HR');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('leave.txt');
    expect(await sent.text()).toBe(leaveText);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(await screen.findByText('Document uploaded.')).toBeTruthy();
  });

  it('asks for the title and the file, and checks the type and size before sending', async () => {
    const { api } = renderForm('/documents/create');
    await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(button('Upload')));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(await screen.findByText('Choose the file to upload.')).toBeTruthy();

    await fill({ title: 'Photo', file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' }) });
    await act(async () => fireEvent.click(button('Upload')));
    expect(await screen.findByText('Documents must be PDF, DOCX or TXT.')).toBeTruthy();

    const big = textFile('big.txt');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await fill({ file: big });
    await act(async () => fireEvent.click(button('Upload')));
    expect(await screen.findByText('Documents must be under 10 MB.')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);
  });

  it.each([
    [415, 'unsupported_file_type', 'Documents must be PDF, DOCX or TXT.'],
    [413, 'document_too_large', 'Documents must be under 10MB.'],
    [422, 'document_without_text', 'This document has no text to read (a scanned PDF has only pictures of text). Upload a PDF with text, a DOCX or a TXT.'],
  ])("given a %s %s, says why above the form and stays on it", async (status, code, text) => {
    const { api, router } = renderForm('/documents/create', { 'POST /api/learning/documents/': refused(status, code, 'Refused.') });
    await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
    // The server reads the content: a PNG named .pdf passes the browser's check.
    await fill({ title: 'Scan', file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'x.pdf', { type: 'application/pdf' }) });
    await act(async () => fireEvent.click(button('Upload')));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    const alert = await screen.findByTestId('document-error');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents/create');
    // The form's own message stays the only one: no toast repeats it.
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it("shows the API's field errors on their fields", async () => {
    renderForm('/documents/create', {
      'POST /api/learning/documents/': refused(422, 'validation_failed', 'Invalid input.', { title: ['invalid_characters'], topic: ['too_long'] }),
    });
    await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
    await fill({ title: 'Bad\u0007title', topic: 'HR', file: textFile() });
    await act(async () => fireEvent.click(button('Upload')));
    expect(await screen.findByText('This text contains characters that are not allowed.')).toBeTruthy();
    expect(screen.getByText('This value is too long.')).toBeTruthy();
    expect(within(screen.getByTestId('document-error')).getByText('Some fields are not valid.')).toBeTruthy();
  });
});

describe('The document edit form', { timeout: 30_000 }, () => {
  it('saves the title and topic; an emptied topic is cleared', async () => {
    const { api, router } = renderForm('/documents/edit/d-1', {
      'PATCH /api/learning/documents/d-1/': ({ body }) => ({ body: { ...leavePolicy, ...(body as object) } }),
    });
    const title = (await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Leave policy'));
    expect(screen.getByTestId('current-file').textContent).toContain('leave.pdf (PDF, 12 passages)');
    await fill({ title: 'Leave policy 2026', topic: '' });
    await act(async () => fireEvent.click(button('Save')));
    await waitFor(() => expect(posts(api, 'PATCH').map((call) => call.body)).toEqual([{ title: 'Leave policy 2026', topic: null }]));
    expect(posts(api, 'PUT')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(await screen.findByText('Document saved.')).toBeTruthy();
  });

  it('sends a newly picked file after the title and topic', async () => {
    const { api } = renderForm('/documents/edit/d-1', {
      'PATCH /api/learning/documents/d-1/': ({ body }) => ({ body: { ...leavePolicy, ...(body as object) } }),
      'PUT /api/learning/documents/d-1/file/': () => ({ body: { ...leavePolicy, file_name: 'leave-2026.txt', format: 'txt' } }),
    });
    await screen.findByDisplayValue('Leave policy', {}, { timeout: 10_000 });
    await fill({ file: textFile('leave-2026.txt') });
    await act(async () => fireEvent.click(button('Save')));
    await waitFor(() => expect(posts(api, 'PUT')).toHaveLength(1));
    expect(posts(api, 'PATCH').map((call) => call.body)).toEqual([{ title: 'Leave policy', topic: 'HR' }]);
    expect(((posts(api, 'PUT')[0].body as FormData).get('file') as File).name).toBe('leave-2026.txt');
  });

  it('given a new file without text, says so and stays', async () => {
    const { router } = renderForm('/documents/edit/d-1', {
      'PATCH /api/learning/documents/d-1/': () => ({ body: leavePolicy }),
      'PUT /api/learning/documents/d-1/file/': refused(422, 'document_without_text', 'No text.'),
    });
    await screen.findByDisplayValue('Leave policy', {}, { timeout: 10_000 });
    await fill({ file: new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }) });
    await act(async () => fireEvent.click(button('Save')));
    expect(await within(await screen.findByTestId('document-error')).findByText(/This document has no text to read/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents/edit/d-1');
  });

  it('given a missing document, says so with the way back', async () => {
    renderForm('/documents/edit/nope');
    expect(await screen.findByText('This document was not found.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Back to the documents').closest('a')?.getAttribute('href')).toBe('/documents');
  });
});
