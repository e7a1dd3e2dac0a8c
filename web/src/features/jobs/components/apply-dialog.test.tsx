import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureLanding } from '@/lib/attribution';
import { jobseeker, mockApi, privacyTermsRoute, renderApp, SignedIn } from '@/testing/test-utils';
import type { Cv } from '@/types/jobs';
import { ApplyDialog } from './apply-dialog';

const cv: Cv = { name: 'cv.pdf', url: '/api/accounts/files/cv/x.pdf', format: 'pdf', size_bytes: 15, uploaded_at: '2026-03-01T10:00:00Z' };

function choose(file: File) {
  const input = screen.getByTestId('cv-input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const termsBox = () => screen.getByRole('checkbox', { name: /I accept the privacy terms/ });

async function acceptTerms() {
  await waitFor(() => expect((termsBox() as HTMLInputElement).disabled).toBe(false));
  await act(async () => fireEvent.click(termsBox()));
}

/** The send button, once the dialog knows the CV is on file. */
async function sendButton() {
  const button = screen.getByRole('button', { name: 'Send application' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function renderDialog(routes: Parameters<typeof mockApi>[1]) {
  const api = mockApi(jobseeker(), { ...privacyTermsRoute, ...routes });
  const onApplied = vi.fn();
  renderApp(
    <SignedIn>
      <ApplyDialog open jobId="job-1" jobTitle="Rust engineer" onClose={() => undefined} onApplied={onApplied} />
    </SignedIn>,
  );
  return { api, onApplied };
}

describe('ApplyDialog', { timeout: 20_000 }, () => {
  it('asks a job seeker without a CV to upload one first, checking it is a PDF of at most 1 MB', async () => {
    let stored: Cv | null = null;
    const { api, onApplied } = renderDialog({
      'GET /api/accounts/cv/': () => (stored ? { body: stored } : undefined),
      'POST /api/accounts/cv/': () => {
        stored = cv;
        return { status: 201, body: cv };
      },
      'POST /api/jobs/job/job-1/apply/': () => ({ status: 201, body: { id: 'app-1' } }),
    });
    // The first render of the file loads antd's modal and steps: give it time.
    expect(await screen.findByText('A CV is required to apply. Upload yours as a PDF first.', {}, { timeout: 8000 })).toBeTruthy();

    await act(async () => choose(new File(['hello'], 'cv.txt', { type: 'text/plain' })));
    expect(await screen.findByText('PDF format required for CV.')).toBeTruthy();
    await act(async () => choose(new File(['%PDF-', new Uint8Array(1024 * 1024)], 'big.pdf', { type: 'application/pdf' })));
    expect(await screen.findByText('File size must be under 1MB.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await act(async () => choose(new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' })));
    expect(await screen.findByLabelText('Cover letter')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cover letter'), { target: { value: 'Hello!' } });
    await acceptTerms();
    const send = await sendButton();
    await act(async () => fireEvent.click(send));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith('app-1'));
    expect(api.calls.find((call) => call.path === '/api/jobs/job/job-1/apply/')?.body).toEqual({
      cover_letter: 'Hello!',
      privacy_terms_version: '2026-11-26',
      source: { source: 'job_search' },
    });
  });

  it("given the visitor landed through a job board's link, when sending, then the application says where they came from", async () => {
    captureLanding({ pathname: '/job/job-1', search: '?source=indeed&utm_campaign=spring' });
    const { api } = renderDialog({
      'GET /api/accounts/cv/': () => ({ body: cv }),
      'POST /api/jobs/job/job-1/apply/': () => ({ status: 201, body: { id: 'app-1' } }),
    });
    await screen.findByLabelText('Cover letter');
    await acceptTerms();
    const send = await sendButton();
    await act(async () => fireEvent.click(send));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/jobs/job/job-1/apply/')?.body).toMatchObject({
        source: { source: 'job_board', board: 'indeed', utm_campaign: 'spring' },
      }),
    );
  });

  it('shows the server\'s "CV required to apply." and goes back to the upload', async () => {
    renderDialog({
      'GET /api/accounts/cv/': () => ({ body: cv }),
      'POST /api/jobs/job/job-1/apply/': () => ({ status: 409, body: { error: { code: 'cv_required', message: 'CV required to apply.' } } }),
    });
    await screen.findByLabelText('Cover letter');
    await acceptTerms();
    const send = await sendButton();
    await act(async () => fireEvent.click(send));
    expect(await screen.findByText('CV required to apply.')).toBeTruthy();
    expect(await screen.findByText('A CV is required to apply. Upload yours as a PDF first.')).toBeTruthy();
  });

  it('given the privacy terms not accepted, when sending, then it asks for them and sends nothing', async () => {
    const { api } = renderDialog({ 'GET /api/accounts/cv/': () => ({ body: cv }) });
    await screen.findByLabelText('Cover letter');
    const send = await sendButton();
    await act(async () => fireEvent.click(send));
    expect(await screen.findByText('Accept the privacy terms to go on.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('given the server refuses the version, when sending, then its reason shows under the box', async () => {
    renderDialog({
      'GET /api/accounts/cv/': () => ({ body: cv }),
      'POST /api/jobs/job/job-1/apply/': () => ({
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Validation failed.', fields: { privacy_terms_version: ['invalid_choice'] } } },
      }),
    });
    await screen.findByLabelText('Cover letter');
    await acceptTerms();
    const send = await sendButton();
    await act(async () => fireEvent.click(send));
    const termsItem = termsBox().closest('.ant-form-item') as HTMLElement;
    expect(await within(termsItem).findByText('Choose one of the options.')).toBeTruthy();
  });
});
