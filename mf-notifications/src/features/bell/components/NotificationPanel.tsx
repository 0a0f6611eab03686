import { Badge, Button, Tabs } from 'shared/ui/antd';
import type { NotificationType, UnreadCounts } from '../api';
import { useMarkAllRead } from '../hooks';
import { NotificationList } from './NotificationList';

export interface NotificationPanelProps {
  unread: UnreadCounts | undefined;
}

const TABS: { key: NotificationType; label: string }[] = [
  { key: 'general', label: 'General' },
  { key: 'watching', label: 'Watching' },
];

/** The dropdown: General and Watching tabs with unread badges, and 'Mark all as read'. */
export function NotificationPanel({ unread }: NotificationPanelProps) {
  const { markAllRead, isMarking, error } = useMarkAllRead();
  return (
    <div className="nb-panel">
      <div className="nb-panel__header">
        <strong>Notifications</strong>
        <Button
          type="link"
          size="small"
          loading={isMarking}
          disabled={!unread?.total}
          onClick={() => void markAllRead()}
        >
          Mark all as read
        </Button>
      </div>
      {error && (
        <p className="nb-state" role="alert">
          {error.message}
        </p>
      )}
      <Tabs
        size="small"
        items={TABS.map((tab) => ({
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
          children: <NotificationList type={tab.key} />,
        }))}
      />
    </div>
  );
}
