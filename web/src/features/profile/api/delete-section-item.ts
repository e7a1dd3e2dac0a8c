import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sectionPaths, type Section } from '../utils/sections';

export const deleteSectionItem = ({ section, id }: { section: Section; id: string }) => api.delete<void>(`${sectionPaths[section]}${id}/`);

export function useDeleteSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSectionItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.deleted' },
  });
}
