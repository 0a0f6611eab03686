import { Spin } from 'shared/ui/antd';
import type { NotificationType } from '../api';
import { useNotifications } from '../hooks';
import { NotificationItem } from './NotificationItem';

export interface NotificationListProps {
  type: NotificationType;
}

/** The first page of one list (General or Watching) with its loading, error and empty states. */
export function NotificationList({ type }: NotificationListProps) {
  const { notifications, isLoading, error } = useNotifications(type);
  if (isLoading) {
    return (
      <div
        className="nb-state"
        role="status"
        aria-label="Loading notifications"
      >
        <Spin />
      </div>
    );
  }
  if (error)
    return <p className="nb-state">Notifications are unavailable right now.</p>;
  if (notifications.length === 0)
    return <p className="nb-state">No notifications yet.</p>;
  return (
    <ul
      className="nb-list"
      aria-label={
        type === 'general' ? 'General notifications' : 'Watching notifications'
      }
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
