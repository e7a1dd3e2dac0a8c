import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

export type UpdatePositionInput = { id: string } & Schema<'PositionRequest'>;

export const updatePosition = ({ id, ...changes }: UpdatePositionInput) =>
  api.PUT('/api/org/positions/{id}/', { path: { id }, body: changes });

export function useUpdatePosition() {
  return useChange(updatePosition, invalidateOrg, { successMessage: 'org.messages.saved' });
}
