import type { QueryClient } from '@tanstack/react-query';

// The learning screens' caches. Documents and teachers name each other (a document lists the
// teachers using it, a teacher its documents), so a change to either refreshes both.
export const learningKeys = {
  all: ['learning'] as const,
  documents: ['learning', 'documents'] as const,
  document: (id: string) => ['learning', 'documents', 'one', id] as const,
  teachers: ['learning', 'teachers'] as const,
  teacher: (id: string) => ['learning', 'teachers', 'one', id] as const,
  models: ['learning', 'ai-models'] as const,
  conversation: (teacherId: string) => ['learning', 'conversation', teacherId] as const,
};

/** After a change to a document or a teacher: both lists, and each one of them. */
export function invalidateLearning(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: learningKeys.documents }),
    queryClient.invalidateQueries({ queryKey: learningKeys.teachers }),
  ]).then(() => undefined);
}
