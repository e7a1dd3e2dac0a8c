import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@/types/api';
import { api } from './api';
import { realtimeKeys } from './query-keys';

/** The caller's latest notifications, newest first (what the bell lists). */
export const getNotifications = () => api.GET('/api/accounts/notifications/');

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: realtimeKeys.notifications, queryFn: getNotifications });

/** Fetched only while the bell is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}

/** Notifications shown as one line: a run of the same news about the same job. */
export type NotificationGroup = { key: string; items: [Notification, ...Notification[]] };

/**
 * Groups the company side's repeats: notifications next to each other (newest first) about the
 * same job and the same status, such as a burst of new applications. A job seeker's are about
 * one application each and stay apart.
 */
export function groupNotifications(notifications: Notification[]): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  for (const notification of notifications) {
    const last = groups.at(-1)?.items[0];
    if (last && notification.applicant && last.applicant && last.job_id === notification.job_id && last.status === notification.status) {
      groups[groups.length - 1].items.push(notification);
    } else {
      groups.push({ key: notification.id, items: [notification] });
    }
  }
  return groups;
}
