import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

/** A position in a unit of any kind, with its budgeted places. */
export type PositionRequest = Schema<'PositionRequest'>;

export const createPosition = (input: PositionRequest) => api.POST('/api/org/positions/', { body: input });

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.added' },
  });
}
