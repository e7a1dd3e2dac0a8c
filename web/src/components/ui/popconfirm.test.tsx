import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { Popconfirm } from './popconfirm';

describe('Popconfirm', () => {
  it('given it opened from its button by keyboard, its confirming button has the focus and Enter confirms', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    renderApp(
      <Popconfirm title="Hire Ayla?" okText="Hire" cancelText="Cancel" onConfirm={confirmed}>
        <Button>Hire now</Button>
      </Popconfirm>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire now' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire' })));
    await user.keyboard('{Enter}');
    expect(confirmed).toHaveBeenCalledOnce();
  });

  it('given it is open, Escape closes it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderApp(
      <Popconfirm title="Hire Ayla?" okText="Hire" cancelText="Cancel">
        <Button>Hire now</Button>
      </Popconfirm>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire now' })));
  });

  it('given it was closed, opening it again gives the focus to its confirming button again', async () => {
    const user = userEvent.setup();
    renderApp(
      <Popconfirm title="Hire Ayla?" okText="Hire" cancelText="Cancel">
        <Button>Hire now</Button>
      </Popconfirm>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire now' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire' })));
  });
});
