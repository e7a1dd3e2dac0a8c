import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** Every grant or revocation shows in the delegates list and in every job's access list. */
export const invalidateDelegates = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.delegates.all });
