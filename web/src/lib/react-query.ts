import {
  MutationCache,
  QueryCache,
  QueryClient,
  useMutation,
  useQueryClient,
  type DefaultOptions,
  type QueryKey,
} from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  },
} satisfies DefaultOptions;

/**
 * What the one feedback place needs to know about a query or mutation. Set through `meta`,
 * so screens describe their messages and never call toasts themselves.
 */
export type FeedbackMeta = {
  /** Translation key of a toast shown on success. */
  successMessage?: string;
  /** Per error code, the translation key to show instead of `errors.<code>`. */
  errorMessages?: Record<string, string>;
  /** The screen shows this failure itself (a result page, field errors). */
  silent?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

export type FeedbackHandlers = {
  onError: (error: unknown, meta: FeedbackMeta | undefined) => void;
  onSuccess: (meta: FeedbackMeta | undefined) => void;
};

export function createQueryClient(feedback: FeedbackHandlers): QueryClient {
  return new QueryClient({
    defaultOptions: queryConfig,
    queryCache: new QueryCache({
      onError: (error, query) => feedback.onError(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => feedback.onError(error, mutation.meta),
      onSuccess: (_data, _variables, _context, mutation) => feedback.onSuccess(mutation.meta),
    }),
  });
}

/**
 * A call that changes something, as a mutation: once it succeeds, what it changed is read
 * again (`changed`: its query key, or the feature's own invalidation), and `meta` says what the
 * user is told.
 */
export function useChange<Input, Output>(
  call: (input: Input) => Promise<Output>,
  changed: QueryKey | ((queryClient: QueryClient) => unknown),
  meta?: FeedbackMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => (typeof changed === 'function' ? changed(queryClient) : queryClient.invalidateQueries({ queryKey: changed })),
    meta,
  });
}
