import { useRef, useState } from 'react';
import { Badge, Button } from 'shared/ui/antd';
import { localiseErrorMessage } from 'shared/i18n';
import { useBellT } from '../../../i18n/t';
import type { Notification, NotificationType, UnreadCounts } from '../api';
import type { FeedActions } from '../hooks';
import { BellTabs } from './BellTabs';
import { NotificationList } from './NotificationList';

export interface NotificationPanelProps {
  unread: UnreadCounts | null;
  actions: FeedActions;
  roleId: number | null;
  onOpen(notification: Notification): void;
}

const TABS: NotificationType[] = ['general', 'watching'];

/** The dropdown: General and Watching tabs with unread badges, and 'Mark all as read'. */
export function NotificationPanel({
  unread,
  actions,
  roleId,
  onOpen,
}: NotificationPanelProps) {
  const t = useBellT();
  const [isMarking, setIsMarking] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const handleMarkAll = async () => {
    setIsMarking(true);
    setMarkError(null);
    try {
      await actions.markAllRead();
      // The button is now disabled and would drop focus to the page: keep it in the panel.
      panelRef.current
        ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
        ?.focus();
    } catch (e) {
      setMarkError(
        e instanceof Error ? localiseErrorMessage(e.message) : t('markFailed'),
      );
    } finally {
      setIsMarking(false);
    }
  };

  return (
    <div className="nb-panel" ref={panelRef}>
      <div className="nb-panel__header">
        <strong>{t('title')}</strong>
        <Button
          type="link"
          size="small"
          loading={isMarking}
          disabled={!unread?.total}
          onClick={() => void handleMarkAll()}
        >
          {t('markAll')}
        </Button>
      </div>
      {markError && (
        <p className="nb-state" role="alert">
          {markError}
        </p>
      )}
      <BellTabs
        label={t('lists')}
        tabs={TABS.map((key) => ({
          key,
          label: (
            <span className="nb-tab">
              {t(`tabs.${key}`)}
              <Badge
                count={unread?.[key] ?? 0}
                size="small"
                title={t('unread', { count: unread?.[key] ?? 0 })}
              />
            </span>
          ),
          panel: (
            <NotificationList
              type={key}
              roleId={roleId}
              onOpen={onOpen}
              onLoadMore={actions.loadMore}
              onRetry={actions.loadFirst}
            />
          ),
        }))}
      />
    </div>
  );
}
