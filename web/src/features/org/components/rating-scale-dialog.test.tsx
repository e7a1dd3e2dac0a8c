import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { company, mockApi, renderApp, SignedIn } from '@/testing/test-utils';
import { RatingScaleDialog } from './rating-scale-dialog';

const defaults = ['Basic', 'Developing', 'Proficient', 'Advanced', 'Expert'];

type Answer = ReturnType<NonNullable<Parameters<typeof mockApi>[1]>[string]>;

function renderDialog(names: readonly string[], answer: (labels: string[]) => Answer = (labels) => ({ body: { levels: labels.length, labels } })) {
  const api = mockApi(company(), { 'PUT /api/org/rating-scale': ({ body }) => answer((body as { labels: string[] }).labels) });
  const onClose = vi.fn();
  renderApp(
    <SignedIn>
      <RatingScaleDialog open names={names} defaults={defaults} onClose={onClose} />
    </SignedIn>,
  );
  return { api, onClose };
}

const dialog = () => screen.findByRole('dialog', {}, { timeout: 8000 });
const level = (scope: HTMLElement, n: number) => within(scope).getByLabelText(new RegExp(`^Level ${n}\\b`)) as HTMLInputElement;
const addButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: /Add level/ }) as HTMLButtonElement;
const removeButton = (scope: HTMLElement, n: number) => within(scope).getByRole('button', { name: `Remove level ${n}` }) as HTMLButtonElement;
const save = (scope: HTMLElement) => act(async () => fireEvent.click(within(scope).getByRole('button', { name: 'Save' })));
const sent = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('RatingScaleDialog', { timeout: 30_000 }, () => {
  it('given the five default names, when a level is added and named, then six labels are sent, lowest first', async () => {
    const { api, onClose } = renderDialog(defaults);
    const scope = await dialog();
    await act(async () => fireEvent.click(addButton(scope)));
    await act(async () => fireEvent.change(level(scope, 6), { target: { value: ' Master ' } }));
    await save(scope);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(api)).toEqual([{ labels: [...defaults, 'Master'] }]);
  });

  it('given nine levels, when a tenth is added, then no further level can be added', async () => {
    renderDialog(Array.from({ length: 9 }, (_, index) => `L${index + 1}`));
    const scope = await dialog();
    expect(addButton(scope).disabled).toBe(false);
    await act(async () => fireEvent.click(addButton(scope)));
    expect(level(scope, 10).value).toBe('');
    expect(addButton(scope).disabled).toBe(true);
  });

  it('given four levels, when one is removed, then the other three are sent and none can be removed any more', async () => {
    const { api } = renderDialog(['Low', 'Fair', 'Good', 'Top']);
    const scope = await dialog();
    await act(async () => fireEvent.click(removeButton(scope, 2)));
    expect([1, 2, 3].map((n) => level(scope, n).value)).toEqual(['Low', 'Good', 'Top']);
    expect(within(scope).queryByLabelText(/^Level 4\b/)).toBeNull();
    expect([1, 2, 3].map((n) => removeButton(scope, n).disabled)).toEqual([true, true, true]);
    await save(scope);
    await waitFor(() => expect(sent(api)).toEqual([{ labels: ['Low', 'Good', 'Top'] }]));
  });

  it('given a competency requires level 4, when a three-level scale is saved, then the dialog says which level is required', async () => {
    const { onClose } = renderDialog(['Low', 'Mid', 'High'], () => ({
      status: 409,
      body: { error: { code: 'scale_below_required_levels', message: 'Level 4 is required.', details: { highest_required_level: 4 } } },
    }));
    const scope = await dialog();
    await save(scope);
    expect(await within(scope).findByText('A competency requires level 4: keep at least 4 levels.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
