import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  getNotifications,
  markAllNotificationsRead,
  notificationKeys,
  type NotificationPage,
  type NotificationType,
} from './api';

/** The first page of one notification list; `enabled: false` skips the request. */
export function useNotifications(type: NotificationType, enabled = true) {
  const { data, error, isLoading } = useSWR<NotificationPage, Error>(
    enabled ? notificationKeys.list(type) : null,
    () => getNotifications(type),
  );
  return {
    notifications: data?.results ?? [],
    unread: data?.unread,
    isLoading,
    error,
  };
}

/** Marks every notification read, then refreshes every cached list. */
export function useMarkAllRead() {
  const { mutate } = useSWRConfig();
  const [isMarking, setIsMarking] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const markAllRead = async () => {
    setIsMarking(true);
    setError(null);
    try {
      await markAllNotificationsRead();
      await mutate(notificationKeys.isList);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setIsMarking(false);
    }
  };
  return { markAllRead, isMarking, error };
}
