import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OrgPosition } from '@/types/org';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

export type UpdatePositionInput = { id: string } & Schema<'PositionRequest'>;

export const updatePosition = ({ id, ...changes }: UpdatePositionInput) =>
  api.put<OrgPosition>(`/api/org/positions/${id}/`, changes);

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.saved' },
  });
}
