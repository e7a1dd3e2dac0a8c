import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Schema } from '@/types/schema';

/**
 * Which notification e-mails the signed-in user gets (account e-mails always go):
 * `interview_emails` (invitations, new times and cancellations, with a calendar attachment) and
 * `application_emails` (a job seeker's application news: an offer, a hire, a rejection).
 */
export type NotificationPreferences = Schema<'NotificationPreferences'>;

export const getNotificationPreferences = () => api.GET('/api/auth/users/notification-preferences/');

/** Both choices are sent each time; the answer is what was saved. */
export const setNotificationPreferences = (input: NotificationPreferences) => api.PUT('/api/auth/users/notification-preferences/', { body: input });

export const getNotificationPreferencesQueryOptions = () =>
  // The card shows a failure itself.
  queryOptions({ queryKey: queryKeys.notificationPreferences, queryFn: getNotificationPreferences, meta: { silent: true } });

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

/** Saves at once: the switches show the new choice while it is sent, and go back if refused. */
export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = queryKeys.notificationPreferences;
  return useMutation({
    mutationFn: setNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
