import { api } from '@/lib/api';
import type { Schema } from '@/types/schema';
import { invalidateOrg } from './invalidate';
import { useChange } from '@/lib/react-query';

/** A position in a unit of any kind, with its budgeted places. */
export type PositionRequest = Schema<'PositionRequest'>;

export const createPosition = (input: PositionRequest) => api.POST('/api/org/positions/', { body: input });

export function useCreatePosition() {
  return useChange(createPosition, invalidateOrg, { successMessage: 'org.messages.added' });
}
