import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

export const dropCv = (companyId: string) =>
  api.post<Schema<'DroppedCv'>>('/api/jobs/drop-cv', { company_id: companyId } satisfies Schema<'DropCvRequest'>);

export function useDropCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropCv,
    onSuccess: (_dropped, companyId) => queryClient.invalidateQueries({ queryKey: queryKeys.companies.one(companyId) }),
    meta: {
      successMessage: 'companies.dropCv.dropped',
      // cv_required reads "CV required to apply." elsewhere; here there is nothing to apply to.
      errorMessages: { cv_required: 'companies.dropCv.cvRequired' },
    },
  });
}
