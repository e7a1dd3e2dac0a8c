import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { diversityKeys } from './keys';

/**
 * The self-identification questions of one of the job seeker's own applications: whether its
 * company asks them, whether they are answered already, and each question's choices.
 */
export const getQuestionnaire = (applicationId: string) =>
  api.GET('/api/diversity/applications/{id}/', { path: { id: applicationId } });

export function useQuestionnaire(applicationId: string) {
  return useQuery({
    queryKey: diversityKeys.questionnaire(applicationId),
    queryFn: () => getQuestionnaire(applicationId),
    // Optional: when it cannot be read, nothing is asked, and nothing is said.
    meta: { silent: true },
  });
}
