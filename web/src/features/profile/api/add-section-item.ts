import { queryKeys } from '@/lib/query-keys';
import type { Section, SectionInput } from '../utils/sections';
import { sectionCallsOf } from './section-calls';
import { useChange } from '@/lib/react-query';

export const addSectionItem = ({ section, input }: { section: Section; input: SectionInput<Section> }) => sectionCallsOf(section).add(input);

export function useAddSectionItem() {
  return useChange(addSectionItem, queryKeys.profile.all, {
    successMessage: 'profile.saved',
    errorMessages: { validation_failed: 'profile.fixFields' },
  });
}
