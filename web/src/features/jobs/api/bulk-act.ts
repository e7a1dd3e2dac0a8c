import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { BulkOutcome } from '@/types/jobs';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export type BulkInput = { ids: string[]; action: 'next_step' | 'reject'; reason?: string };

/** Each applicant is its own command; every one reports back, moved or refused. */
export const bulkAct = ({ ids, action, reason }: BulkInput) =>
  api.post<BulkOutcome[]>('/api/jobs/applicants/bulk/', { ids, action, reason: reason || null } satisfies Schema<'BulkRequest'>);

export function useBulkAct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkAct, onSuccess: () => invalidateHiring(queryClient) });
}
