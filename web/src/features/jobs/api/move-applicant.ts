import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import type { ApplicantCard, PipelineColumn } from '@/types/jobs';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export type MoveInput = {
  card: ApplicantCard;
  to: ApplicationStatusValue;
  /** The action the drop stands for; null when no action leads there. */
  action: 'next_step' | 'hire' | 'reject' | null;
  reason?: string;
  /** The user's role may not take this step. */
  denied?: boolean;
};

/**
 * A drop on the board. No action leads to the column: refused here, with the code and words
 * of the server's refusal, so both kinds of refusal read alike.
 */
export const moveApplicant = ({ card, to, action, reason, denied }: MoveInput) => {
  if (denied) return Promise.reject(new ApiError(403, 'permission_denied', 'You do not have permission to do this.'));
  if (!action) {
    const message = `Cannot move from ${card.status?.value} to ${to}.`;
    return Promise.reject(new ApiError(409, 'transition_not_allowed', message));
  }
  const body: Schema<'ActionRequest'> = { action, reason: reason || null };
  return api.POST('/api/jobs/applicant/{id}/action/', { path: { id: card.id }, body });
};

/**
 * Moves the card at once; a refused move puts it back where it was (snaps back). The card may
 * be past its column's first page, so the totals move with it rather than being recounted.
 */
export function moveCard(columns: PipelineColumn[], card: ApplicantCard, to: ApplicationStatusValue): PipelineColumn[] {
  return columns.map((column) => {
    const rest = column.applicants.filter((applicant) => applicant.id !== card.id);
    if (column.status.value === to) return { ...column, count: column.count + 1, applicants: [{ ...card, status: column.status }, ...rest] };
    if (column.status.value === card.status?.value) return { ...column, count: column.count - 1, applicants: rest };
    return { ...column, applicants: rest };
  });
}

export function useMoveApplicant(jobId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.applicants.pipeline(jobId);
  return useMutation({
    mutationFn: moveApplicant,
    onMutate: async ({ card, to, action, denied }) => {
      if (!action || denied) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PipelineColumn[]>(key);
      if (previous) queryClient.setQueryData(key, moveCard(previous, card, to));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, error) => (error ? undefined : invalidateHiring(queryClient)),
  });
}
