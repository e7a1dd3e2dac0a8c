import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@/types/api';
import { api } from './api';
import { realtimeKeys } from './query-keys';

/** The caller's latest notifications, newest first (what the bell lists). */
export const getNotifications = () => api.get<Notification[]>('/api/accounts/notifications/');

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: realtimeKeys.notifications, queryFn: getNotifications });

/** Fetched only while the bell is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}
