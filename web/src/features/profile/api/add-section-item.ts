import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sectionPaths, type Section, type SectionInput, type SectionItem } from '../utils/sections';

export const addSectionItem = ({ section, input }: { section: Section; input: SectionInput<Section> }) =>
  api.post<SectionItem<Section>>(sectionPaths[section], input);

export function useAddSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSectionItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
