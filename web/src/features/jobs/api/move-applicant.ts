import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ApplicationStatusValue } from '@/lib/application-status';
import { queryKeys } from '@/lib/query-keys';
import type { ApplicantCard, PipelineColumn } from '@/types/jobs';
import type { Schema } from '@/types/schema';
import { invalidateHiring } from '@/lib/invalidate-hiring';

export type MoveInput = {
  card: ApplicantCard;
  to: ApplicationStatusValue;
  /** The action the drop stands for (the board plans it from the card's `actions`). */
  action: 'next_step' | 'hire' | 'reject';
  reason?: string;
};

/** A drop on the board that one of the card's actions stands for. */
export const moveApplicant = ({ card, action, reason }: MoveInput) => {
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
    onMutate: async ({ card, to }) => {
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
