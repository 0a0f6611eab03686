import { useCallback } from 'react';
import type { NotificationBellProps } from 'shared/contracts';
import { LEVELS, MODULES, ROLES, usePermission } from 'shared/permissions';
import { useSession } from 'shared/session';
import { useAtomValue } from 'shared/state';
import { Badge, BellOutlined, Button } from 'shared/ui/antd';
import { useBellT } from '../../i18n/t';
import type { Notification } from './api';
import { unreadAtom } from './atoms';
import { BellBoundary } from './components/BellBoundary';
import { NotificationPanel } from './components/NotificationPanel';
import { useBellDisclosure } from './components/useBellDisclosure';
import { useNotificationFeed } from './hooks';
import { playNotificationSound } from './live/sound';
import { useLiveNotifications } from './live/useLiveNotifications';
import './bell.css';

function PlainBell() {
  const t = useBellT();
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={t('title')}
      icon={<BellOutlined />}
    />
  );
}

interface BellProps {
  userId: number | null;
  roleId: number | null;
}

function Bell({ userId, roleId }: BellProps) {
  const t = useBellT();
  const {
    isOpen,
    hasOpened,
    close,
    toggle,
    panelId,
    rootRef,
    buttonRef,
    panelRef,
    handleKeyDown,
    handleBlur,
  } = useBellDisclosure();
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
      close();
    },
    [actions, close],
  );
  // Until the first answer (or after a failed one) the bell shows no count.
  const total = unread?.total ?? 0;
  return (
    // Escape anywhere inside the bell closes its panel; focus leaving it closes it too. These
    // listen to what bubbles from the real controls inside; the wrapper itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="nb-root"
      ref={rootRef}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <Button
        ref={buttonRef}
        type="text"
        shape="circle"
        aria-label={
          total > 0 ? t('buttonUnread', { count: total }) : t('title')
        }
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        icon={
          <Badge
            count={total}
            size="small"
            title={t('unread', { count: total })}
          >
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      <div
        id={panelId}
        ref={panelRef}
        className="nb-popover"
        role="dialog"
        aria-modal="false"
        aria-label={t('title')}
        tabIndex={-1}
        hidden={!isOpen}
      >
        {hasOpened && (
          <NotificationPanel
            unread={unread}
            actions={actions}
            roleId={roleId}
            onOpen={handleOpen}
          />
        )}
      </div>
    </div>
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
