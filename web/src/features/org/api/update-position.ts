import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';

export type UpdatePositionInput = { id: string } & Schema<'PositionRequest'>;

export const updatePosition = ({ id, ...changes }: UpdatePositionInput) =>
  api.PUT('/api/org/positions/{id}/', { path: { id }, body: changes });

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    onSuccess: () => invalidateOrg(queryClient),
    meta: { successMessage: 'org.messages.saved' },
  });
}
