import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationStatuses, type ApplicationStatusValue } from '@/lib/application-status';
import { applicantCard, hiringMoves } from '@/testing/moves';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { ApplicantCard, PipelineColumn } from '@/types/jobs';
import { usePipeline } from '../api/get-pipeline';
import { KanbanBoard } from './kanban-board';

/** The board as the job page shows it: fed by the pipeline query, which the moves update. */
function Board() {
  const pipeline = usePipeline('job-1');
  return pipeline.data ? <KanbanBoard jobId="job-1" columns={pipeline.data} /> : null;
}

const grace: ApplicantCard = applicantCard('applied');

const board = (at: ApplicationStatusValue = 'applied'): PipelineColumn[] =>
  applicationStatuses.map((value, id) => ({
    status: { id, value },
    count: value === at ? 1 : 0,
    applicants: value === at ? [{ ...applicantCard(value), id: grace.id }] : [],
  }));

const ada: ApplicantCard = { ...grace, id: 'app-2', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
const alan: ApplicantCard = { ...grace, id: 'app-3', first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' };

/**
 * The pipeline of a job with more applied applicants than the first page holds: the board
 * shows `first`, and ?status=applied&page=N answers `pages[N]`.
 */
function pagedPipeline(count: number, first: ApplicantCard[], pages: Record<string, ApplicantCard[]>) {
  const applied = { status: { id: 0, value: 'applied' as const }, count };
  return {
    'GET /api/jobs/applicantsforpipeline/job-1/': ({ query }: { query: URLSearchParams }) => {
      if (query.get('status') === 'applied') return { body: [{ ...applied, applicants: pages[query.get('page') ?? ''] ?? [] }] };
      return { body: board().map((column) => (column.status.value === 'applied' ? { ...applied, applicants: first } : column)) };
    },
  };
}

/** A drag as the browser reports it: dragstart on the card (the only one unless given), drop on the column. */
function dragCard(to: ApplicationStatusValue, card: HTMLElement = screen.getByTestId('pipeline-card')) {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(card, { dataTransfer });
  const column = document.querySelector(`[data-column="${to}"]`)!;
  fireEvent.dragOver(column, { dataTransfer });
  fireEvent.drop(column, { dataTransfer });
}

/** Where a column takes a drop: its whole height. */
const columnOf = (status: ApplicationStatusValue) => document.querySelector<HTMLElement>(`[data-column="${status}"]`)!;

/** The ids of the cards under a status's header, top to bottom. */
const cardsIn = (status: ApplicationStatusValue) =>
  [...document.querySelectorAll<HTMLElement>(`[role="gridcell"][data-status="${status}"] [data-testid="pipeline-card"]`)].map((card) => card.dataset.applicant);

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
  it('hires on a drop on "hired" from the interview stage', async () => {
    const api = renderBoard(
      company(['ats']),
      { 'POST /api/jobs/applicant/app-1/action/': () => ({ body: { ...grace, status: { id: 5, value: 'hired' }, actions: [] } }) },
      'interview',
    );
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('hired'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/jobs/applicant/app-1/action/',
        body: { action: 'hire', reason: null },
      }),
    );
  });

  it('refuses hiring from applied in words, without asking the server, and the card stays', async () => {
    const api = renderBoard();
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('hired'));
    expect(await screen.findByText('Cannot move from Applied to Hired.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(cardsIn('applied')).toEqual(['app-1']);
    expect(cardsIn('hired')).toEqual([]);
  });

  it('marks a column the card may not go to while it is dragged over it', async () => {
    renderBoard();
    const card = await screen.findByTestId('pipeline-card');
    fireEvent.dragStart(card, { dataTransfer: { setData: () => undefined, effectAllowed: 'all' } });
    fireEvent.dragOver(columnOf('hired'), { dataTransfer: { dropEffect: 'none' } });
    expect(columnOf('hired').dataset.refusing).toBe('true');
    fireEvent.dragOver(columnOf('in_review'), { dataTransfer: { dropEffect: 'none' } });
    expect(columnOf('in_review').dataset.refusing).toBeUndefined();
  });

  it('offers in the card\'s menu only the columns its actions lead to', async () => {
    renderBoard();
    await screen.findByTestId('pipeline-card');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Move Grace Hopper to/ })));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['In review', 'Interview', 'Rejected by company']);
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
    await waitFor(() => expect(cardsIn('in_review')).toEqual(['app-1']));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'next_step', reason: null });
    expect(cardsIn('applied')).toEqual([]);
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

  it('shows a column\'s total and loads the rest of its cards, page by page, with "show more"', async () => {
    const api = renderBoard(company(['ats']), pagedPipeline(3, [grace], { '2': [grace, ada], '3': [alan] }));
    await screen.findByTestId('pipeline-card');
    const count = () => screen.getByRole('columnheader', { name: /Applied/ }).querySelector('[data-testid="column-count"]')?.textContent;
    expect(count()).toBe('3');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more (2 left)' })));
    await screen.findByText('Ada Lovelace');
    // Grace came again on page 2 (the pages shifted): she is shown once.
    expect(cardsIn('applied')).toEqual(['app-1', 'app-2']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more (1 left)' })));
    await screen.findByText('Alan Turing');
    expect(cardsIn('applied')).toEqual(['app-1', 'app-2', 'app-3']);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(count()).toBe('3');
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/jobs/applicantsforpipeline/'))).toEqual([
      '/api/jobs/applicantsforpipeline/job-1/',
      '/api/jobs/applicantsforpipeline/job-1/?status=applied&page=2',
      '/api/jobs/applicantsforpipeline/job-1/?status=applied&page=3',
    ]);
  });

  it('says so when "show more" fails, and keeps the button to try again', async () => {
    const first = pagedPipeline(2, [grace], {})['GET /api/jobs/applicantsforpipeline/job-1/'];
    renderBoard(company(['ats']), {
      'GET /api/jobs/applicantsforpipeline/job-1/': (request) =>
        request.query.has('status') ? { status: 500, body: { error: { code: 'internal_error', message: 'Internal error.' } } } : first(request),
    });
    await screen.findByTestId('pipeline-card');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more (1 left)' })));
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more (1 left)' })).toBeTruthy();
  });

  it('moves a card that "show more" loaded', async () => {
    const api = renderBoard(company(['ats']), {
      ...pagedPipeline(2, [grace], { '2': [ada] }),
      'POST /api/jobs/applicant/app-2/action/': () => ({ body: { ...ada, status: { id: 1, value: 'in_review' } } }),
    });
    await screen.findByTestId('pipeline-card');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more (1 left)' })));
    const card = (await screen.findByText('Ada Lovelace')).closest<HTMLElement>('[data-testid="pipeline-card"]')!;
    await act(async () => dragCard('in_review', card));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/jobs/applicant/app-2/action/',
        body: { action: 'next_step', reason: null },
      }),
    );
  });

  it('says a card\'s rating in words', async () => {
    renderBoard(company(['ats']), { 'GET /api/jobs/applicantsforpipeline/job-1/': () => ({ body: boardWith({ applied: [{ ...grace, rating: 3 }] }) }) });
    expect(await screen.findByRole('img', { name: '3 stars' })).toBeTruthy();
  });

  it('does not let an HR Executive hire: the server lists no hire for them, so no call is made', async () => {
    const asHr = board('interview').map((column) => ({
      ...column,
      applicants: column.applicants.map((card) => ({ ...card, actions: hiringMoves('interview').filter((move) => move === 'schedule_interview' || move === 'send_offer') })),
    }));
    const api = renderBoard(employee('hr_executive', ['ats']), { 'GET /api/jobs/applicantsforpipeline/job-1/': () => ({ body: asHr }) }, 'interview');
    await screen.findByTestId('pipeline-card');
    await act(async () => dragCard('hired'));
    expect(await screen.findByText('Cannot move from Interview to Hired.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

/** A board with these cards under their statuses (each card takes the status it is under). */
function boardWith(cards: Partial<Record<ApplicationStatusValue, ApplicantCard[]>>): PipelineColumn[] {
  return applicationStatuses.map((value, id) => {
    const { status, actions, next_status } = applicantCard(value);
    const applicants = (cards[value] ?? []).map((card) => ({ ...card, status, actions, next_status }));
    return { status: { id, value }, count: applicants.length, applicants };
  });
}

/** The grid cell that holds an applicant's card: what the keyboard focuses. */
const cellOf = (id: string) => document.querySelector(`[data-applicant="${id}"]`)?.closest('[role="gridcell"]');

/**
 * Grace and Ada applied, Alan is in review: a board to walk and to move on. The server takes
 * Grace's next step to review.
 */
async function renderWalkableBoard() {
  const api = renderBoard(company(['ats']), {
    'GET /api/jobs/applicantsforpipeline/job-1/': () => ({ body: api.server.columns }),
    'POST /api/jobs/applicant/app-1/action/': () => {
      api.server.columns = boardWith({ applied: [ada], in_review: [grace, alan] });
      return { body: { ...grace, status: { id: 1, value: 'in_review' } } };
    },
  });
  api.server.columns = boardWith({ applied: [grace, ada], in_review: [alan] });
  await screen.findByText('Alan Turing');
  return api;
}

const keyCodes = { ArrowDown: 40, ArrowUp: 38, Enter: 13, Escape: 27 } as const;

/**
 * A key pressed in the open move menu. antd's menu and dropdown read the legacy `which` and
 * `keyCode` of the event, which user-event leaves at 0; browsers set them.
 */
async function pressInMenu(...keys: Array<keyof typeof keyCodes>) {
  for (const key of keys) {
    await act(async () => fireEvent.keyDown(document.activeElement!, { key, keyCode: keyCodes[key], which: keyCodes[key] }));
  }
}

/** Opens the focused card's move menu with `key` and waits for the menu to take the focus. */
async function openMenuWith(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(key);
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}

describe('KanbanBoard by keyboard', { timeout: 30_000 }, () => {
  it('is one Tab stop: Tab lands on the first card, the next Tab leaves the board', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(cellOf('app-1'));
    await user.tab();
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(false);
  });

  it('goes down a column with the arrow keys, across to the next column that has cards, and back', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cellOf('app-2'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('app-3'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement, 'no column past it has cards').toBe(cellOf('app-3'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cellOf('app-1'));
  });

  it('goes to the last and the first card of the column with End and Home', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cellOf('app-2'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cellOf('app-1'));
  });

  it('goes on from "show more" to the first card it brought', async () => {
    renderBoard(company(['ats']), pagedPipeline(2, [grace], { '2': [ada] }));
    await screen.findByTestId('pipeline-card');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more (1 left)' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(cellOf('app-2')));
  });

  it('opens the applicant with Enter', async () => {
    mockApi(company(['ats']), { 'GET /api/jobs/applicantsforpipeline/job-1/': () => ({ body: boardWith({ applied: [grace] }) }) });
    const board = (
      <SignedIn>
        <Board />
      </SignedIn>
    );
    const { router } = renderApp(board, { routes: [{ path: '/', element: board }, { path: '/applicant/:id', element: <p>Applicant page</p> }] });
    await screen.findByTestId('pipeline-card');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Applicant page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applicant/app-1');
  });

  it('opens the card\'s move menu with M, focused on its first move, and lists only the moves the server allows', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    const menu = await openMenuWith(user, 'm');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'In review' }));
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['In review', 'Interview', 'Rejected by company']);
  });

  it('moves the applicant with Space and Enter on a move, as a drop would', async () => {
    const api = await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    await openMenuWith(user, ' ');
    await pressInMenu('Enter');
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/jobs/applicant/app-1/action/',
        body: { action: 'next_step', reason: null },
      }),
    );
  });

  it('says the move in a polite live region once the server took it', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    await openMenuWith(user, 'm');
    await pressInMenu('Enter');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Grace Hopper moved to In review'));
  });

  it('keeps the focus on the moved card, now in its new column', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    await openMenuWith(user, 'm');
    await pressInMenu('Enter');
    await waitFor(() => expect(cardsIn('in_review')).toContain('app-1'));
    await waitFor(() => expect(document.activeElement).toBe(cellOf('app-1')));
    expect(cellOf('app-1')?.getAttribute('data-status')).toBe('in_review');
  });

  it('gives the focus back to the card when the menu is closed with Escape, and moves nothing', async () => {
    const api = await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    await openMenuWith(user, 'm');
    await pressInMenu('Escape');
    await waitFor(() => expect(document.activeElement).toBe(cellOf('app-1')));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('takes a move to the interview through the schedule dialog, and gives the focus back to the card when it is cancelled', async () => {
    await renderWalkableBoard();
    const user = userEvent.setup();
    await user.tab();
    const menu = await openMenuWith(user, 'm');
    // jsdom lays nothing out, so antd's menu sees no item to go to with the arrows: the focus is
    // put on the move here, and the browser test (e2e/pipeline-keyboard) goes there by arrows.
    act(() => within(menu).getByRole('menuitem', { name: 'Interview' }).focus());
    await pressInMenu('Enter');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Schedule an interview with Grace Hopper')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(cellOf('app-1')));
  });
});

