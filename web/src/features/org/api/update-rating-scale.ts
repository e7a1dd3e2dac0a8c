import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The company's scale: 3 to 10 levels by name, lowest first (none blank); its length is the scale's. */
export const updateRatingScale = (labels: string[]) => api.PUT('/api/org/rating-scale', { body: { labels } });

export function useUpdateRatingScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRatingScale,
    onSuccess: (scale) => queryClient.setQueryData(queryKeys.ratingScale, scale),
    meta: { successMessage: 'org.competencyModel.messages.scaleSaved' },
  });
}
