export {
  NotificationBell as default,
  NotificationBell,
} from '../features/bell/NotificationBell';
