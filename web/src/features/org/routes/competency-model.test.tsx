import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, employee, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import type { Competency, Chart } from '@/types/org';
import type { UserResponse } from '@/types/api';
import CompetencyModelRoute from './competency-model';

const chart: Chart = {
  at: null,
  units: [
    { id: 'u-sales', kind: 'department', name: 'Sales', parent_id: null, archived: false },
    { id: 'u-emea', kind: 'division', name: 'EMEA', parent_id: 'u-sales', archived: false },
  ],
  positions: [{ id: 'p-ae', unit_id: 'u-emea', title: 'Account executive', head_count: 3, filled: 1, archived: false }],
  employees: [],
};

const model = (): Competency[] => [
  { id: 'c-1', position_id: 'p-ae', category: 5, name: 'Negotiation', required_level: 4 },
  { id: 'c-2', position_id: 'p-ae', category: 1, name: 'Curiosity', required_level: 2 },
  { id: 'c-3', position_id: 'p-ae', category: 5, name: 'Active listening', required_level: 3 },
];

type Routes = Parameters<typeof mockApi>[1];

function renderModel(path: string, { user = company(), routes = {}, labels = null }: { user?: UserResponse; routes?: Routes; labels?: string[] | null } = {}) {
  const api = mockApi(user, {
    'GET /api/org/chart/': () => ({ body: chart }),
    'GET /api/org/rating-scale': () => ({ body: { levels: labels?.length ?? 5, labels } }),
    'GET /api/org/competency-model/': () => ({ body: model() }),
    ...routes,
  });
  const page = (
    <SignedIn>
      <CompetencyModelRoute />
    </SignedIn>
  );
  const { router } = renderApp(page, { path, routes: [{ path: '/competency-model', element: page }] });
  return { api, router };
}

const group = (category: string) => screen.getByRole('region', { name: category });
const names = (region: HTMLElement) => [...region.querySelectorAll('.competency-row strong')].map((node) => node.textContent);

describe('Competency model', () => {
  it('asks for a position before reading any model', async () => {
    const { api } = renderModel('/competency-model');
    expect(await screen.findByText('Pick a position to see its competency model.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/api/org/competency-model/'))).toBe(false);
  });

  it('groups the picked position\'s competencies by category, in the spec\'s order, with the default level names', async () => {
    const { api } = renderModel('/competency-model?position=p-ae');
    expect(await screen.findByTestId('competency-position')).toHaveProperty('textContent', 'Account executive');
    await screen.findByText('Negotiation');
    expect(screen.getByText('Sales › EMEA')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain('/api/org/competency-model/?position=p-ae');

    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Personal Attributes', 'Soft Skills']);
    expect(names(group('Soft Skills'))).toEqual(['Active listening', 'Negotiation']);
    expect(within(group('Soft Skills')).getByText('4 · Advanced')).toBeTruthy();
    expect(within(group('Personal Attributes')).getByText('2 · Developing')).toBeTruthy();
    expect(screen.getByTestId('rating-scale').textContent).toBe('Rating scale: 1 · Basic · 2 · Developing · 3 · Proficient · 4 · Advanced · 5 · Expert');
    expect(screen.getByRole('link', { name: /Job template/ }).getAttribute('href')).toBe('/job-template/p-ae');
  });

  it('names the levels as the company named them', async () => {
    renderModel('/competency-model?position=p-ae', { labels: ['Novice', 'Learner', 'Solid', 'Strong', 'Master'] });
    await screen.findByText('Negotiation');
    await waitFor(() => expect(within(group('Soft Skills')).getByText('4 · Strong')).toBeTruthy());
  });

  it('adds a competency, and shows a taken name on the name field', async () => {
    let taken = true;
    const { api } = renderModel('/competency-model?position=p-ae', {
      routes: {
        'POST /api/org/competency-model/': ({ body }) =>
          taken
            ? { status: 409, body: { error: { code: 'name_taken', message: 'Taken.' } } }
            : { status: 201, body: { id: 'c-9', ...(body as object) } },
      },
    });
    await screen.findByText('Negotiation');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add competency/ })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add a competency to Account executive')).toBeTruthy();

    const pick = async (label: string, option: string) => {
      await act(async () => fireEvent.mouseDown(within(dialog).getByLabelText(new RegExp(`^${label}`))));
      const entries = await screen.findAllByTitle(option);
      await act(async () => fireEvent.click(entries[entries.length - 1]));
    };
    await pick('Category', 'Leadership Potential');
    await act(async () => fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Vision ' } }));
    await pick('Required level', '5 · Expert');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));

    expect(await within(dialog).findByText('This name is already used here. Choose another one.')).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ position_id: 'p-ae', category: 7, name: 'Vision', required_level: 5 });

    taken = false;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(api.calls.filter((call) => call.path.startsWith('/api/org/competency-model/?')).length).toBeGreaterThan(1));
  });

  it('names the rating scale\'s levels', async () => {
    const { api } = renderModel('/competency-model?position=p-ae', {
      routes: { 'PUT /api/org/rating-scale': ({ body }) => ({ body: { levels: (body as { labels: string[] }).labels.length, ...(body as object) } }) },
    });
    await screen.findByText('Negotiation');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Name the levels/ })));
    const dialog = await screen.findByRole('dialog');
    const level = (n: number) => within(dialog).getByLabelText(new RegExp(`^Level ${n}`)) as HTMLInputElement;
    expect(level(1).value).toBe('Basic');
    await act(async () => fireEvent.change(level(1), { target: { value: 'Novice' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      labels: ['Novice', 'Developing', 'Proficient', 'Advanced', 'Expert'],
    }));
    await waitFor(() => expect(screen.getByTestId('rating-scale').textContent).toContain('1 · Novice'));
  });

  it('given a 3-level scale, when picking a required level, then exactly its three levels are offered', async () => {
    renderModel('/competency-model?position=p-ae', { labels: ['Low', 'Mid', 'High'], routes: { 'GET /api/org/competency-model/': () => ({ body: [] }) } });
    await waitFor(() => expect(screen.getByTestId('rating-scale').textContent).toBe('Rating scale: 1 · Low · 2 · Mid · 3 · High'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Add competency/ })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.mouseDown(within(dialog).getByLabelText(/^Required level/)));
    await screen.findByTitle('1 · Low');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['1 · Low', '2 · Mid', '3 · High']);
  });

  it('given a 7-level scale, when the model is shown, then a required level reads against seven', async () => {
    renderModel('/competency-model?position=p-ae', { labels: ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7'] });
    await screen.findByText('Negotiation');
    await waitFor(() => expect(within(group('Soft Skills')).getByText('4 · L4')).toBeTruthy());
    expect(within(group('Soft Skills')).getByTitle('Required level 4 of 7')).toBeTruthy();
  });

  it('lets an employee read the model but not change it', async () => {
    renderModel('/competency-model?position=p-ae', { user: employee('hiring_manager', ['ats']) });
    await screen.findByText('Negotiation');
    expect(screen.queryByRole('button', { name: /Add competency/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Name the levels/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Negotiation' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Job template/ })).toBeNull();
  });

  it('says so when the position is not in the chart', async () => {
    renderModel('/competency-model?position=p-gone');
    expect(await screen.findByText(/This position is not in the org chart/)).toBeTruthy();
  });
});
