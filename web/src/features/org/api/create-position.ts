import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OrgPosition } from '@/types/org';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

/** A position in a unit of any kind, with its budgeted places. */
export type CreatePositionInput = Schema<'PositionRequest'>;

export const createPosition = (input: CreatePositionInput) => api.post<OrgPosition>('/api/org/positions/', input);

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.added' },
  });
}
