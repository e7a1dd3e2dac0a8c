import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { ApplicantCard, PipelineColumn } from '@/types/jobs';
import { usePipeline } from '../api/get-pipeline';
import { KanbanBoard } from './kanban-board';

/** The board as the job page shows it: fed by the pipeline query, which the moves update. */
function Board() {
  const pipeline = usePipeline('job-1');
  return pipeline.data ? <KanbanBoard jobId="job-1" columns={pipeline.data} /> : null;
}

const grace: ApplicantCard = {
  id: 'app-1',
  status: { id: 0, value: 'applied' },
  applied_at: '2026-03-01T10:00:00Z',
  status_changed_at: '2026-03-01T10:00:00Z',
  rating: null,
  score: null,
  favorite: false,
  blacklisted: false,
  job_id: 'job-1',
  job_title: 'Rust engineer',
  candidate_id: 'u-9',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  cv_name: 'cv.pdf',
  cv_url: '/api/accounts/files/cv/x.pdf',
  anonymised: false,
};

const board = (at: ApplicationStatusValue = 'applied'): PipelineColumn[] =>
  applicationStatuses.map((value, id) => ({
    status: { id, value },
    applicants: value === at ? [{ ...grace, status: { id, value } }] : [],
  }));

/** A drag as the browser reports it: dragstart on the card, drop on the column. */
function dragCard(to: ApplicationStatusValue) {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(screen.getByTestId('pipeline-card'), { dataTransfer });
  const column = document.querySelector(`[data-column="${to}"]`)!;
  fireEvent.dragOver(column, { dataTransfer });
  fireEvent.drop(column, { dataTransfer });
}

const columnOf = (status: ApplicationStatusValue) => document.querySelector<HTMLElement>(`[data-column="${status}"]`)!;

function renderBoard(user = company(['ats']), routes: Parameters<typeof mockApi>[1] = {}, at: ApplicationStatusValue = 'applied') {
  const server = { columns: board(at) };
  const api = mockApi(user, { 'GET /api/jobs/applicantsforpipeline/job-1/': () => ({ body: server.columns }), ...routes });
  renderApp(
    <SignedIn>
      <Board />
    </SignedIn>,
  );
  return { ...api, server };
}

describe('KanbanBoard', { timeout: 20_000 }, () => {
  it('hires on a drop on "hired"; a refusal is shown in words and the card snaps back', async () => {
    const api = renderBoard(company(['ats']), {
      'POST /api/jobs/applicant/app-1/action/': () => ({
        status: 409,
        body: { error: { code: 'transition_not_allowed', message: 'Cannot move from applied to hired.' } },
      }),
    });
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('hired'));
    expect(await screen.findByText('Cannot move from Applied to Hired.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/jobs/applicant/app-1/action/',
      body: { action: 'hire', reason: null },
    });
    expect(within(columnOf('applied')).getByText('Grace Hopper')).toBeTruthy();
    expect(within(columnOf('hired')).queryByText('Grace Hopper')).toBeNull();
  });

  it('moves to the next column with "next step"', async () => {
    const api = renderBoard(company(['ats']), {
      'POST /api/jobs/applicant/app-1/action/': () => {
        api.server.columns = board('in_review');
        return { body: { ...grace, status: { id: 1, value: 'in_review' } } };
      },
    });
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('in_review'));
    await waitFor(() => expect(within(columnOf('in_review')).getByText('Grace Hopper')).toBeTruthy());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'next_step', reason: null });
    expect(within(columnOf('applied')).queryByText('Grace Hopper')).toBeNull();
  });

  it('opens the schedule-interview dialog on "interview"', async () => {
    renderBoard();
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('interview'));
    expect(await screen.findByText('Schedule an interview with Grace Hopper')).toBeTruthy();
  });

  it('opens the offer dialog on "offered", from the interview stage', async () => {
    renderBoard(company(['ats']), {}, 'interview');
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('offered'));
    expect(await screen.findByText('Offer the job to Grace Hopper')).toBeTruthy();
  });

  it('refuses a move no action leads to, without asking the server', async () => {
    const api = renderBoard();
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('shortlisted'));
    expect(await screen.findByText('Cannot move from Applied to Shortlisted.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a reason before rejecting', async () => {
    const api = renderBoard(company(['ats']), {
      'POST /api/jobs/applicant/app-1/action/': () => ({ body: { ...grace, status: { id: 6, value: 'rejected_by_company' } } }),
    });
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('rejected_by_company'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Not a fit' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'reject', reason: 'Not a fit' }),
    );
  });

  it('does not let an HR Executive hire: the role is refused before any call', async () => {
    const api = renderBoard(employee('hr_executive', ['ats']));
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('hired'));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
