import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { Section, SectionInput } from '../utils/sections';
import { sectionCallsOf } from './section-calls';

export const updateSectionItem = ({ section, id, input }: { section: Section; id: string; input: SectionInput<Section> }) =>
  sectionCallsOf(section).update(id, input);

export function useUpdateSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSectionItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
