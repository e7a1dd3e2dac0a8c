import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Note } from '@/types/jobs';
import type { Schema } from '@/types/schema';

/** A note for the hiring team, or (`private`) an HR private note. Answers the notes of that kind. */
export const addNote = ({ id, text, private: isPrivate }: { id: string; text: string; private: boolean }) =>
  api.post<Note[]>(isPrivate ? `/api/jobs/hr-private-notes/${id}/` : `/api/jobs/applicant/${id}/notes/`, { text } satisfies Schema<'NoteRequest'>);

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
