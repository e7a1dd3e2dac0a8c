import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sectionPaths, type Section, type SectionInput, type SectionItem } from '../utils/sections';

export const updateSectionItem = ({ section, id, input }: { section: Section; id: string; input: SectionInput<Section> }) =>
  api.put<SectionItem<Section>>(`${sectionPaths[section]}${id}/`, input);

export function useUpdateSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSectionItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
