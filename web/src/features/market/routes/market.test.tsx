import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, jobseeker, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { UserResponse } from '@/types/api';
import type { AiTokens, TokenOrder } from '@/types/market';
import MarketRoute from './market';

const packages: AiTokens['packages'] = [
  { id: 'starter', tokens: 50000, price: '5.00', currency: 'USD' },
  { id: 'team', tokens: 250000, price: '20.00', currency: 'USD' },
  { id: 'business', tokens: 1000000, price: '60.00', currency: 'USD' },
];

const paidOrder: TokenOrder = {
  id: 'o-1', package_id: 'starter', tokens: 50000, price: '5.00', currency: 'USD', status: 'paid',
  created_at: '2026-07-01T08:00:00Z', paid_at: '2026-07-01T09:30:00Z',
};

const tokens = (overrides: Partial<AiTokens> = {}): AiTokens => ({
  balance: 49880,
  can_buy: true,
  packages,
  orders: [paidOrder],
  history: [
    { at: '2026-07-02T10:00:00Z', kind: 'refund', tokens: 20, balance_after: 49880, purpose: 'ai_teacher', order_id: null },
    { at: '2026-07-02T09:59:00Z', kind: 'charge', tokens: 140, balance_after: 49860, purpose: 'ai_proposal', order_id: null },
    { at: '2026-07-01T09:30:00Z', kind: 'credit', tokens: 50000, balance_after: 50000, purpose: 'order', order_id: 'o-1' },
  ],
  ...overrides,
});

type Routes = Parameters<typeof mockApi>[1];

function renderMarket(user: UserResponse, answer: () => AiTokens, routes: Routes = {}) {
  const api = mockApi(user, { 'GET /api/market/ai-tokens/': () => ({ body: answer() }), ...routes });
  const page = (
    <SignedIn>
      <MarketRoute />
    </SignedIn>
  );
  renderApp(page, { path: '/market', routes: [{ path: '/market', element: page }] });
  return api;
}

const packageCard = (id: string) => screen.getAllByTestId('package').find((card) => card.getAttribute('data-id') === id) as HTMLElement;

describe('Market', { timeout: 20_000 }, () => {
  it('shows a company its balance, the packages with their price and Buy, its orders and the history with signs', async () => {
    renderMarket(company(), () => tokens());

    const balance = await screen.findByTestId('balance', {}, { timeout: 10_000 });
    expect(balance.textContent).toBe('49,880');

    expect(screen.getAllByTestId('package').map((card) => card.getAttribute('data-id'))).toEqual(['starter', 'team', 'business']);
    const starter = within(packageCard('starter'));
    expect(starter.getByText('Starter')).toBeTruthy();
    expect(starter.getByText('50,000 AI tokens')).toBeTruthy();
    expect(starter.getByText('$5')).toBeTruthy();
    expect(starter.getByRole('button', { name: 'Buy Starter' })).toBeTruthy();
    expect(within(packageCard('business')).getByText('1,000,000 AI tokens')).toBeTruthy();
    expect(within(packageCard('team')).getByText('$20')).toBeTruthy();

    const [order] = screen.getAllByTestId('order');
    expect(within(order).getByText('Paid', { selector: '[data-field="status"]' })).toBeTruthy();
    expect(within(order).getByText('$5')).toBeTruthy();

    const moves = screen.getAllByTestId('token-move');
    expect(moves.map((move) => move.querySelector('[data-field="tokens"]')?.textContent)).toEqual(['+20', '−140', '+50,000']);
    expect(moves.map((move) => move.querySelector('[data-field="balance_after"]')?.textContent)).toEqual(['49,880', '49,860', '50,000']);
    expect(moves.map((move) => move.querySelector('[data-field="purpose"]')?.textContent)).toEqual(['AI teacher', 'AI proposal', 'Order']);
    expect(within(moves[0]).getByText('Refund')).toBeTruthy();
    expect(within(moves[1]).getByText('Charge')).toBeTruthy();
    expect(within(moves[2]).getByText('Credit')).toBeTruthy();
    expect(screen.queryByTestId('who-buys')).toBeNull();
  });

  it('given no tokens yet, when Buy is clicked on a package, then an order of it is placed, told as pending, and listed', async () => {
    const orders: TokenOrder[] = [];
    const placed: TokenOrder = { ...paidOrder, id: 'o-2', package_id: 'team', tokens: 250000, price: '20.00', status: 'pending', paid_at: null };
    const api = renderMarket(company(), () => tokens({ balance: 0, orders: [...orders], history: [] }), {
      'POST /api/market/ai-tokens/orders/': () => {
        orders.push(placed);
        return { status: 201, body: placed };
      },
    });

    expect((await screen.findByTestId('balance', {}, { timeout: 10_000 })).textContent).toBe('0');
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    expect(screen.getByText('No token moves yet.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Team' })));

    expect((await screen.findByTestId('order-placed')).textContent).toContain('Order placed — an administrator confirms the payment.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/market/ai-tokens/orders/', body: { package_id: 'team' } }]);
    const order = await screen.findByTestId('order');
    expect(order.getAttribute('data-status')).toBe('pending');
    expect(within(order).getByText('Pending')).toBeTruthy();
    expect(within(order).getByText('Team')).toBeTruthy();
    expect(within(order).getByText('250,000')).toBeTruthy();
    expect(within(order).getByText('—')).toBeTruthy();
  });

  it('shows a job seeker the packages without Buy, and that companies buy AI tokens', async () => {
    renderMarket(jobseeker(), () => tokens({ balance: null, can_buy: false, orders: [], history: [] }));

    expect((await screen.findByTestId('who-buys', {}, { timeout: 10_000 })).textContent).toContain('AI tokens are bought by companies');
    expect(screen.getAllByTestId('package')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.queryByText('Orders')).toBeNull();
    expect(screen.queryByText('History')).toBeNull();
  });

  it("shows an employee the company's balance and history, and that the company's account buys", async () => {
    renderMarket(employee('hr_executive', ['ats']), () => tokens({ can_buy: false, orders: [] }));

    expect((await screen.findByTestId('balance', {}, { timeout: 10_000 })).textContent).toBe('49,880');
    expect(screen.getByTestId('who-buys').textContent).toContain("AI tokens are bought by your company's account.");
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(screen.getAllByTestId('token-move')).toHaveLength(3);
  });

  it('says so when the market cannot be read, and reads it again on Try again', async () => {
    let fail = true;
    renderMarket(company(), () => tokens(), {
      'GET /api/market/ai-tokens/': () => (fail ? { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } } : { body: tokens() }),
    });
    expect(await screen.findByText('The market could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('49,880'));
  });
});
