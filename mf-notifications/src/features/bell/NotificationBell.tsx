import { useState } from 'react';
import type { NotificationBellProps } from 'shared/contracts';
import { Badge, BellOutlined, Button, Popover } from 'shared/ui/antd';
import { BellBoundary } from './components/BellBoundary';
import { NotificationPanel } from './components/NotificationPanel';
import { useNotifications } from './hooks';
import './bell.css';

function PlainBell() {
  return (
    <Button
      type="text"
      shape="circle"
      aria-label="Notifications"
      icon={<BellOutlined />}
    />
  );
}

function Bell() {
  const [isOpen, setIsOpen] = useState(false);
  // A failed call leaves `unread` undefined: the bell then shows no count.
  const { unread } = useNotifications('general');
  const total = unread?.total ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setIsOpen}
      arrow={false}
      content={<NotificationPanel unread={unread} />}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={
          total > 0 ? `Notifications, ${total} unread` : 'Notifications'
        }
        aria-expanded={isOpen}
        icon={
          <Badge count={total} size="small" title={`${total} unread`}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}

/** The header's notification bell: unread count and a dropdown of the latest notifications. */
export function NotificationBell(_props: NotificationBellProps) {
  return (
    <BellBoundary fallback={<PlainBell />}>
      <Bell />
    </BellBoundary>
  );
}
