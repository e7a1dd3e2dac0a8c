import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { Popconfirm } from './popconfirm';

/** A "Hire now" button asking "Hire Ayla?", tabbed to: the keyboard user who will open it. */
async function hireConfirmation(onConfirm?: () => void) {
  const user = userEvent.setup();
  renderApp(
    <Popconfirm title="Hire Ayla?" okText="Hire" cancelText="Cancel" onConfirm={onConfirm}>
      <Button>Hire now</Button>
    </Popconfirm>,
  );
  await user.tab();
  return user;
}

const focusIsOn = (name: string) => waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));

describe('Popconfirm', () => {
  it('given it opened from its button by keyboard, its confirming button has the focus and Enter confirms', async () => {
    const confirmed = vi.fn();
    const user = await hireConfirmation(confirmed);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire now' }));
    await user.keyboard('{Enter}');
    await focusIsOn('Hire');
    await user.keyboard('{Enter}');
    expect(confirmed).toHaveBeenCalledOnce();
  });

  it('given it is open, Escape closes it and gives the focus back to its button', async () => {
    const user = await hireConfirmation();
    await user.keyboard('{Enter}');
    await focusIsOn('Hire');
    await user.keyboard('{Escape}');
    await focusIsOn('Hire now');
  });

  it('given it was closed, opening it again gives the focus to its confirming button again', async () => {
    const user = await hireConfirmation();
    await user.keyboard('{Enter}');
    await focusIsOn('Hire');
    await user.keyboard('{Escape}');
    await focusIsOn('Hire now');
    await user.keyboard('{Enter}');
    await focusIsOn('Hire');
  });
});
