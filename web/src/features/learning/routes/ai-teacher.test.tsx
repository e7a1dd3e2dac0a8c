import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { TeacherConversation } from '@/types/learning';
import type { TeacherFrame } from '../utils/conversation';
import { ada } from '../testing/fixtures';
import AiTeacherRoute from './ai-teacher';

/** Stands in for the browser's WebSocket: the test opens it, reads what was sent, and sends frames. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

const socket = () => FakeSocket.all.at(-1)!;
const open = () => act(async () => {
  socket().readyState = 1;
  socket().onopen?.();
});
// react-query tells the screen of a cache change on the next macrotask.
const frame = (data: TeacherFrame) =>
  act(async () => {
    socket().onmessage?.({ data: JSON.stringify(data) });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const earlier: TeacherConversation = {
  messages: [
    { id: 'q-0', role: 'user', text: 'Who approves leave?', covered: null, citations: [], created_at: '2026-07-01T09:00:00Z' },
    {
      id: 'a-0',
      role: 'teacher',
      text: 'Your manager approves leave [1].',
      covered: true,
      citations: [{ number: 1, document_id: 'd-1', document_title: 'Leave policy', page: 1, quote: 'Leave is approved by the manager.' }],
      created_at: '2026-07-01T09:00:01Z',
    },
  ],
};

type Routes = Parameters<typeof mockApi>[1];

function renderConversation(routes: Routes = {}, conversation: TeacherConversation = { messages: [] }) {
  window.localStorage.setItem('hire.access', 'access-token');
  const api = mockApi(employee('hr_executive', ['lms']), {
    'GET /api/learning/ai-teacher/t-1/': () => ({ body: ada }),
    'GET /api/learning/ai-teacher/t-1/conversation/': () => ({ body: conversation }),
    ...routes,
  });
  const page = (
    <SignedIn>
      <AiTeacherRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, {
    path: '/ai-teacher/t-1',
    routes: [
      { path: '/ai-teacher/:id', element: page },
      { path: '/ai-teachers', element: <p>The teachers</p> },
      { path: '/market', element: <p>The market</p> },
    ],
  });
  return { api, router };
}

const questionBox = () => screen.getByLabelText('Your question') as HTMLTextAreaElement;
const askButton = () => screen.getByTestId('ask') as HTMLButtonElement;
const answers = () => screen.queryAllByTestId('answer');

async function ask(question: string) {
  await act(async () => fireEvent.change(questionBox(), { target: { value: question } }));
  await act(async () => fireEvent.click(askButton()));
}

async function ready() {
  await screen.findByText(/Ask Ada a question/, {}, { timeout: 10_000 });
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  await open();
}

describe('A conversation with an AI teacher', { timeout: 30_000 }, () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens the teacher's socket with the access token and shows the conversation so far with its sources", async () => {
    renderConversation({}, earlier);
    await screen.findByText('Your manager approves leave [1].', {}, { timeout: 10_000 });
    expect(socket().url).toBe(`ws://${window.location.host}/ws/ai-teacher/t-1/?token=access-token`);
    expect(screen.getByTestId('teacher-name').textContent).toBe('Ada');
    expect(screen.getAllByTestId('question').map((one) => one.textContent)).toEqual(['Who approves leave?']);
    expect(screen.getByTestId('citation-source').textContent).toBe('Leave policy, p. 1');
  });

  it('sends the question, builds the answer token by token, then shows the numbered sources with their quotes', async () => {
    renderConversation();
    await ready();
    await ask('How many days of paid annual leave?');
    expect(socket().sent).toEqual([{ type: 'ask', question: 'How many days of paid annual leave?', language: 'en' }]);
    // Sent, not yet answered: the question stays in the box and cannot be sent twice.
    expect(askButton().disabled).toBe(true);

    await frame({ type: 'answer_start', message_id: 'a-1', question_id: 'q-1' });
    expect(screen.getAllByTestId('question').map((one) => one.textContent)).toEqual(['How many days of paid annual leave?']);
    expect(questionBox().value).toBe('');
    await frame({ type: 'token', message_id: 'a-1', text: 'Employees receive ' });
    expect(within(answers()[0]).getByTestId('message-text').textContent).toBe('Employees receive ▍');
    expect(answers()[0].getAttribute('data-streaming')).toBe('true');
    await frame({ type: 'token', message_id: 'a-1', text: '24 days ' });
    await frame({ type: 'token', message_id: 'a-1', text: 'of paid annual leave [1].' });
    expect(within(answers()[0]).getByTestId('message-text').textContent).toBe('Employees receive 24 days of paid annual leave [1].▍');
    // While the answer streams, another question can be written but not sent.
    await act(async () => fireEvent.change(questionBox(), { target: { value: 'And sick leave?' } }));
    expect(askButton().disabled).toBe(true);
    expect(screen.queryByTestId('citations')).toBeNull();

    await frame({
      type: 'answer_end',
      message_id: 'a-1',
      covered: true,
      citations: [
        { number: 1, document_id: 'd-1', document_title: 'Leave policy', page: 2, quote: 'Employees receive 24 days of paid annual leave.' },
        { number: 2, document_id: 'd-2', document_title: 'Handbook', page: null, quote: 'Leave is booked in the HR portal.' },
      ],
      tokens_charged: 120,
      balance: 4880,
    });
    const answer = answers()[0];
    expect(within(answer).getByTestId('message-text').textContent).toBe('Employees receive 24 days of paid annual leave [1].');
    expect(answer.hasAttribute('data-streaming')).toBe(false);
    const sources = within(answer).getAllByTestId('citation');
    expect(sources.map((one) => one.textContent?.replace('Show the quote', ''))).toEqual(['[1]Leave policy, p. 2', '[2]Handbook']);
    expect(within(answer).queryByTestId('citation-quote')).toBeNull();
    await act(async () => fireEvent.click(within(sources[0]).getByText('Show the quote')));
    expect(within(sources[0]).getByTestId('citation-quote').textContent).toBe('Employees receive 24 days of paid annual leave.');
    await act(async () => fireEvent.click(within(sources[0]).getByText('Hide the quote')));
    expect(within(sources[0]).queryByTestId('citation-quote')).toBeNull();
    expect(within(answer).queryByTestId('not-covered')).toBeNull();
    expect(askButton().disabled).toBe(false);
    expect(questionBox().value).toBe('And sick leave?');
  });

  it('says so when the documents do not cover the question', async () => {
    renderConversation();
    await ready();
    await ask('What is the capital of France?');
    await frame({ type: 'answer_start', message_id: 'a-1', question_id: 'q-1' });
    await frame({ type: 'token', message_id: 'a-1', text: 'I could not find this in the documents.' });
    await frame({ type: 'answer_end', message_id: 'a-1', covered: false, citations: [], tokens_charged: 40, balance: 4840 });
    expect(within(answers()[0]).getByTestId('not-covered').textContent).toBe('The documents do not cover this question.');
    expect(within(answers()[0]).queryByTestId('citations')).toBeNull();
  });

  it('given too few AI tokens, says so with the way to the market, and keeps the question', async () => {
    const { router } = renderConversation();
    await ready();
    await ask('How many days of paid annual leave?');
    await frame({ type: 'error', code: 'not_enough_ai_tokens', message: 'Not enough AI tokens.' });
    const alert = screen.getByTestId('ai-error');
    expect(alert.getAttribute('data-code')).toBe('not_enough_ai_tokens');
    expect(within(alert).getByText('Not enough AI tokens, purchase more.')).toBeTruthy();
    expect(questionBox().value).toBe('How many days of paid annual leave?');
    expect(askButton().disabled).toBe(false);
    expect(answers()).toHaveLength(0);
    await act(async () => fireEvent.click(within(alert).getByTestId('market-link')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
  });

  it('when rate limited, tells how long to wait; the next question clears the error', async () => {
    renderConversation();
    await ready();
    await ask('How many days?');
    await frame({ type: 'error', code: 'ai_rate_limited', message: 'AI service rate limited, try later.', details: { retry_after_seconds: 42 } });
    const alert = screen.getByTestId('ai-error');
    expect(within(alert).getByText('AI service rate limited, try later.')).toBeTruthy();
    expect(within(alert).getByTestId('retry-after').textContent).toBe('Try again in 42 seconds.');
    await act(async () => fireEvent.click(askButton()));
    expect(socket().sent).toHaveLength(2);
    expect(screen.queryByTestId('ai-error')).toBeNull();
  });

  it('keeps the question in the box when the socket is not open', async () => {
    renderConversation();
    await screen.findByText(/Ask Ada a question/, {}, { timeout: 10_000 });
    expect(screen.getByTestId('socket-state').textContent).toBe('Connecting…');
    await ask('How many days?');
    expect(screen.getByTestId('not-sent').textContent).toBe('Not connected: your question was not sent. Try again in a moment.');
    expect(questionBox().value).toBe('How many days?');
    await open();
    await act(async () => fireEvent.click(askButton()));
    expect(socket().sent).toEqual([{ type: 'ask', question: 'How many days?', language: 'en' }]);
    expect(screen.queryByTestId('not-sent')).toBeNull();
  });

  it('starts a new conversation: the one so far is deleted', async () => {
    const { api } = renderConversation({ 'DELETE /api/learning/ai-teacher/t-1/conversation/': () => ({ status: 204 }) }, earlier);
    await screen.findByText('Your manager approves leave [1].', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(screen.getByText('New conversation').closest('button')!));
    const confirm = await screen.findByText('Start a new conversation? This one is deleted.');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(popup).getByText('New conversation').closest('button')!));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/learning/ai-teacher/t-1/conversation/']));
    expect(await screen.findByText(/Ask Ada a question/)).toBeTruthy();
    expect(screen.queryByText('Your manager approves leave [1].')).toBeNull();
  });

  it('given a teacher that is not there, says so and opens no socket', async () => {
    renderConversation({ 'GET /api/learning/ai-teacher/t-1/': () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } }) });
    expect(await screen.findByText('This AI teacher was not found.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(FakeSocket.all).toHaveLength(0);
  });
});
