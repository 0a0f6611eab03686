import { formatNotificationDate } from 'shared/dates';
import type { Notification } from '../api';
import { descriptionWithoutOrderNo, initialOf } from '../formatters';

export interface NotificationItemProps {
  notification: Notification;
}

/** One notification: initial, unseen dot, description without the order number, and its time. */
export function NotificationItem({ notification }: NotificationItemProps) {
  const {
    is_read: isRead,
    short_description: title,
    description,
    order_no: orderNo,
  } = notification;
  return (
    <li className={`nb-item${isRead ? '' : ' nb-item--unread'}`}>
      <span className="nb-item__initial" aria-hidden="true">
        {initialOf(title || description)}
      </span>
      <div className="nb-item__body">
        {title && <p className="nb-item__title">{title}</p>}
        <p className="nb-item__description">
          {descriptionWithoutOrderNo(description, orderNo)}
        </p>
        <time className="nb-item__time" dateTime={notification.created_on}>
          {formatNotificationDate(notification.created_on)}
        </time>
      </div>
      {!isRead && (
        <span className="nb-item__dot" role="img" aria-label="Unread" />
      )}
    </li>
  );
}
