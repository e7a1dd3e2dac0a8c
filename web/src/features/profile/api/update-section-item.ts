import { queryKeys } from '@/lib/query-keys';
import type { Section, SectionInput } from '../utils/sections';
import { sectionCallsOf } from './section-calls';
import { useChange } from '@/lib/react-query';

export const updateSectionItem = ({ section, id, input }: { section: Section; id: string; input: SectionInput<Section> }) =>
  sectionCallsOf(section).update(id, input);

export function useUpdateSectionItem() {
  return useChange(updateSectionItem, queryKeys.profile.all, {
    successMessage: 'profile.saved',
    errorMessages: { validation_failed: 'profile.fixFields' },
  });
}
