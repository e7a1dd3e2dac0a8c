import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** Every change to the structure shows in every chart (today's, past days, with archived units). */
export const invalidateOrg = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.org.all });
