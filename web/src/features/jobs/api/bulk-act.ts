import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export type BulkInput = { ids: string[]; action: 'next_step' | 'reject'; reason?: string };

/** Each applicant is its own command; every one reports back, moved or refused. */
export const bulkAct = ({ ids, action, reason }: BulkInput) =>
  api.POST('/api/jobs/applicants/bulk/', { body: { ids, action, reason: reason || null } });

export function useBulkAct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkAct, onSuccess: () => invalidateHiring(queryClient) });
}
