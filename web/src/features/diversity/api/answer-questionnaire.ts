import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SelfIdentificationAnswers } from '@/types/diversity';
import { diversityKeys } from './keys';

/** Once per application; a question left out is not answered (`prefer_not_to_say` is an answer). */
export const answerQuestionnaire = (applicationId: string, answers: SelfIdentificationAnswers) =>
  api.POST('/api/diversity/applications/{id}/', { path: { id: applicationId }, body: answers });

export function useAnswerQuestionnaire(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SelfIdentificationAnswers) => answerQuestionnaire(applicationId, answers),
    // Answered, or refused because it was answered already or is no longer asked: the
    // questionnaire is read again either way. Not awaited, so the dialog closes first.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: diversityKeys.questionnaire(applicationId) });
    },
    meta: {
      successMessage: 'diversity.questionnaire.thanks',
      errorMessages: { already_exists: 'diversity.questionnaire.alreadyAnswered' },
    },
  });
}
