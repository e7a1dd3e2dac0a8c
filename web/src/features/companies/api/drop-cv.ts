import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const dropCv = (companyId: string) =>
  api.POST('/api/jobs/drop-cv', { body: { company_id: companyId } });

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
