import { useCallback } from 'react';
import { useAtomValue } from 'shared/state';
import { Button, Spin } from 'shared/ui/antd';
import type { Notification, NotificationType } from '../api';
import { tabFeedAtoms } from '../atoms';
import { notificationTarget } from '../targets';
import { NotificationItem } from './NotificationItem';
import { useInfiniteScroll } from './useInfiniteScroll';

export interface NotificationListProps {
  type: NotificationType;
  roleId: number | null;
  onOpen(notification: Notification): void;
  onLoadMore(type: NotificationType): void;
  onRetry(type: NotificationType): void;
}

const LABELS: Record<NotificationType, string> = {
  general: 'General notifications',
  watching: 'Watching notifications',
};

/** One list (General or Watching): infinite scroll, loading, empty and error states. */
export function NotificationList({
  type,
  roleId,
  onOpen,
  onLoadMore,
  onRetry,
}: NotificationListProps) {
  const { items, next, status, isLoadingMore, moreError } = useAtomValue(
    tabFeedAtoms[type],
  );
  const canLoad =
    status === 'ready' && next !== null && !isLoadingMore && !moreError;
  const loadMore = useCallback(() => onLoadMore(type), [onLoadMore, type]);
  const { rootRef, sentinelRef } = useInfiniteScroll(
    loadMore,
    canLoad,
    items.length,
  );
  const showState = items.length === 0 && status !== 'ready';

  return (
    <div className="nb-scroll" ref={rootRef}>
      {showState && status === 'loading' && (
        <div
          className="nb-state"
          role="status"
          aria-label="Loading notifications"
        >
          <Spin />
        </div>
      )}
      {status === 'error' && (
        <div className="nb-state" role="alert">
          <p>Notifications are unavailable right now.</p>
          <Button size="small" onClick={() => onRetry(type)}>
            Retry
          </Button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="nb-state">No notifications yet.</p>
      )}
      {items.length > 0 && (
        <ul className="nb-list" aria-label={LABELS[type]}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              target={notificationTarget(notification, roleId)}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      <div ref={sentinelRef} className="nb-sentinel" aria-hidden="true" />
      {isLoadingMore && (
        <div
          className="nb-more"
          role="status"
          aria-label="Loading more notifications"
        >
          <Spin size="small" />
        </div>
      )}
      {moreError && (
        <div className="nb-more" role="alert">
          <span>Could not load more notifications. </span>
          <Button size="small" type="link" onClick={loadMore}>
            Retry
          </Button>
        </div>
      )}
    </div>
  );
}
