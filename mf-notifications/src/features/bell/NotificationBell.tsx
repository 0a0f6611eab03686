import { useCallback, useState } from 'react';
import type { NotificationBellProps } from 'shared/contracts';
import { LEVELS, MODULES, ROLES, usePermission } from 'shared/permissions';
import { useSession } from 'shared/session';
import { useAtomValue } from 'shared/state';
import { Badge, BellOutlined, Button, Popover } from 'shared/ui/antd';
import type { Notification } from './api';
import { unreadAtom } from './atoms';
import { BellBoundary } from './components/BellBoundary';
import { NotificationPanel } from './components/NotificationPanel';
import { useNotificationFeed } from './hooks';
import { playNotificationSound } from './live/sound';
import { useLiveNotifications } from './live/useLiveNotifications';
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

interface BellProps {
  userId: number | null;
  roleId: number | null;
}

function Bell({ userId, roleId }: BellProps) {
  const [isOpen, setIsOpen] = useState(false);
  const actions = useNotificationFeed();
  const unread = useAtomValue(unreadAtom);
  useLiveNotifications(userId, {
    onNotification: (notification) => {
      if (actions.receive(notification) && !notification.is_read)
        playNotificationSound();
    },
    onSubscribed: () => void actions.recover(),
  });
  const handleOpen = useCallback(
    (notification: Notification) => {
      actions.markRead(notification);
      setIsOpen(false);
    },
    [actions],
  );
  // Until the first answer (or after a failed one) the bell shows no count.
  const total = unread?.total ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setIsOpen}
      arrow={false}
      content={
        <NotificationPanel
          unread={unread}
          actions={actions}
          roleId={roleId}
          onOpen={handleOpen}
        />
      }
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

/**
 * The header's notification bell: unread counts, General/Watching lists with infinite scroll and
 * live arrivals. Only for non-super-admin users who may create sales orders in any location.
 */
export function NotificationBell(_props: NotificationBellProps) {
  const { role, user } = useSession();
  const mayCreateSalesOrders = usePermission(
    MODULES.SALES_ORDER,
    LEVELS.CREATE,
    'ANY',
  );
  const roleId = role?.role_id ?? null;
  if (roleId === ROLES.SUPER_ADMIN || !mayCreateSalesOrders) return null;
  return (
    <BellBoundary fallback={<PlainBell />}>
      <Bell userId={user?.id ?? null} roleId={roleId} />
    </BellBoundary>
  );
}
