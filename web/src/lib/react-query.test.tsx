import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useChange } from './react-query';

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useChange', () => {
  it('given a call that succeeds, when it runs, then the query of the key it changed is stale', async () => {
    const client = new QueryClient();
    client.setQueryData(['jobs'], ['old']);
    const { result } = renderHook(() => useChange(async (id: string) => id, ['jobs']), { wrapper: withClient(client) });

    await act(() => result.current.mutateAsync('job-1'));

    expect(client.getQueryState(['jobs'])?.isInvalidated).toBe(true);
  });

  it('given a call that fails, when it runs, then nothing is read again', async () => {
    const client = new QueryClient();
    const changed = vi.fn();
    const { result } = renderHook(() => useChange(() => Promise.reject(new Error('no')), changed), { wrapper: withClient(client) });

    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));

    expect(changed).not.toHaveBeenCalled();
  });

  it('given its own invalidation, when the call succeeds, then that is run with the client', async () => {
    const client = new QueryClient();
    const changed = vi.fn();
    const { result } = renderHook(() => useChange(async () => 'done', changed, { successMessage: 'saved' }), { wrapper: withClient(client) });

    await act(() => result.current.mutateAsync(undefined));

    expect(changed).toHaveBeenCalledWith(client);
  });
});
