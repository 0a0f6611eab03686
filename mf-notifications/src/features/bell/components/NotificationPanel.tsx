import { useRef, useState } from 'react';
import { Badge, Button } from 'shared/ui/antd';
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

const TABS: { key: NotificationType; label: string }[] = [
  { key: 'general', label: 'General' },
  { key: 'watching', label: 'Watching' },
];

/** The dropdown: General and Watching tabs with unread badges, and 'Mark all as read'. */
export function NotificationPanel({
  unread,
  actions,
  roleId,
  onOpen,
}: NotificationPanelProps) {
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
      setMarkError(e instanceof Error ? e.message : 'Something went wrong.');
    } finally {
      setIsMarking(false);
    }
  };

  return (
    <div className="nb-panel" ref={panelRef}>
      <div className="nb-panel__header">
        <strong>Notifications</strong>
        <Button
          type="link"
          size="small"
          loading={isMarking}
          disabled={!unread?.total}
          onClick={() => void handleMarkAll()}
        >
          Mark all as read
        </Button>
      </div>
      {markError && (
        <p className="nb-state" role="alert">
          {markError}
        </p>
      )}
      <BellTabs
        label="Notification lists"
        tabs={TABS.map((tab) => ({
          key: tab.key,
          label: (
            <span className="nb-tab">
              {tab.label}
              <Badge
                count={unread?.[tab.key] ?? 0}
                size="small"
                title={`${unread?.[tab.key] ?? 0} unread`}
              />
            </span>
          ),
          panel: (
            <NotificationList
              type={tab.key}
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
