import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { Section } from '../utils/sections';
import { sectionCallsOf } from './section-calls';

export const deleteSectionItem = ({ section, id }: { section: Section; id: string }) => sectionCallsOf(section).remove(id);

export function useDeleteSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSectionItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.deleted' },
  });
}
