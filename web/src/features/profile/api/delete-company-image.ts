import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useChange } from '@/lib/react-query';

export const deleteCompanyImage = (id: string) => api.DELETE('/api/accounts/company-images/{id}/', { path: { id } });

export function useDeleteCompanyImage() {
  return useChange(deleteCompanyImage, queryKeys.companies.all, { successMessage: 'profile.deleted' });
}
