import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A note for the hiring team, or (`private`) an HR private note. Answers the notes of that kind. */
export const addNote = ({ id, text, private: isPrivate }: { id: string; text: string; private: boolean }) =>
  isPrivate
    ? api.POST('/api/jobs/hr-private-notes/{id}/', { path: { id }, body: { text } })
    : api.POST('/api/jobs/applicant/{id}/notes/', { path: { id }, body: { text } });

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (_notes, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applicants.one(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applicants.history(id) }),
      ]),
    meta: { successMessage: 'jobs.applicant.noteAdded' },
  });
}
