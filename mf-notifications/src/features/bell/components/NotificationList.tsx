import { useCallback } from 'react';
import { useAtomValue } from 'shared/state';
import { Button, Spin } from 'shared/ui/antd';
import { useBellT } from '../../../i18n/t';
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

/** One list (General or Watching): infinite scroll, loading, empty and error states. */
export function NotificationList({
  type,
  roleId,
  onOpen,
  onLoadMore,
  onRetry,
}: NotificationListProps) {
  const t = useBellT();
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
        <div className="nb-state" role="status" aria-label={t('loading')}>
          <Spin />
        </div>
      )}
      {status === 'error' && (
        <div className="nb-state" role="alert">
          <p>{t('unavailable')}</p>
          <Button size="small" onClick={() => onRetry(type)}>
            {t('retry')}
          </Button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="nb-state">{t('empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="nb-list" aria-label={t(`listLabels.${type}`)}>
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
        <div className="nb-more" role="status" aria-label={t('loadingMore')}>
          <Spin size="small" />
        </div>
      )}
      {moreError && (
        <div className="nb-more" role="alert">
          <span>{t('moreFailed')} </span>
          <Button size="small" type="link" onClick={loadMore}>
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
