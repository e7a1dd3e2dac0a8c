import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { Section, SectionInput } from '../utils/sections';
import { sectionCallsOf } from './section-calls';

export const addSectionItem = ({ section, input }: { section: Section; input: SectionInput<Section> }) => sectionCallsOf(section).add(input);

export function useAddSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSectionItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    meta: { successMessage: 'profile.saved', errorMessages: { validation_failed: 'profile.fixFields' } },
  });
}
