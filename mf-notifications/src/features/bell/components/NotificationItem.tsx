import { memo, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { formatNotificationDate } from 'shared/dates';
import { useBellT } from '../../../i18n/t';
import type { Notification } from '../api';
import { descriptionWithoutOrderNo, initialOf, orderChip } from '../formatters';

export interface NotificationItemProps {
  notification: Notification;
  /** where a click leads, or null (then a click only marks it read) */
  target: string | null;
  onOpen(notification: Notification): void;
}

function ItemAction({
  target,
  onClick,
  children,
}: {
  target: string | null;
  onClick(): void;
  children: ReactNode;
}) {
  return target ? (
    <Link className="nb-item__action" to={target} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <button type="button" className="nb-item__action" onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * One notification: initial, unseen dot, description without the order number, the order link
 * and its time. Memoised: a new arrival or page re-renders only the items that changed.
 */
export const NotificationItem = memo(function NotificationItem({
  notification,
  target,
  onOpen,
}: NotificationItemProps) {
  const t = useBellT();
  const {
    is_read: isRead,
    short_description: title,
    description,
    order_no: orderNo,
  } = notification;
  return (
    <li
      className={`nb-item${isRead ? '' : ' nb-item--unread'}`}
      data-notification-id={notification.id}
    >
      <ItemAction target={target} onClick={() => onOpen(notification)}>
        <span className="nb-item__initial" aria-hidden="true">
          {initialOf(title || description)}
        </span>
        <span className="nb-item__body">
          {title && <span className="nb-item__title">{title}</span>}
          <span className="nb-item__description">
            {descriptionWithoutOrderNo(description, orderNo)}
          </span>
          {orderNo && (
            <span className="nb-item__order">{orderChip(orderNo)}</span>
          )}
          <time className="nb-item__time" dateTime={notification.created_on}>
            {formatNotificationDate(notification.created_on)}
          </time>
        </span>
        {!isRead && (
          <span
            className="nb-item__dot"
            role="img"
            aria-label={t('unreadDot')}
          />
        )}
      </ItemAction>
    </li>
  );
});
