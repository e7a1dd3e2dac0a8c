import { queryKeys } from '@/lib/query-keys';
import type { Section } from '../utils/sections';
import { sectionCallsOf } from './section-calls';
import { useChange } from '@/lib/react-query';

export const deleteSectionItem = ({ section, id }: { section: Section; id: string }) => sectionCallsOf(section).remove(id);

export function useDeleteSectionItem() {
  return useChange(deleteSectionItem, queryKeys.profile.all, { successMessage: 'profile.deleted' });
}
