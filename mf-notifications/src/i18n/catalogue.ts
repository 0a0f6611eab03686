import type { CatalogueSet } from 'shared/i18n';

/** The bell's texts ('notifications' namespace) in English and Spanish. */
export const NOTIFICATIONS_CATALOGUES: CatalogueSet = {
  en: {
    title: 'Notifications',
    buttonUnread_one: 'Notifications, {{count}} unread',
    buttonUnread_other: 'Notifications, {{count}} unread',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    unreadDot: 'Unread',
    markAll: 'Mark all as read',
    lists: 'Notification lists',
    tabs: { general: 'General', watching: 'Watching' },
    listLabels: {
      general: 'General notifications',
      watching: 'Watching notifications',
    },
    loading: 'Loading notifications',
    loadingMore: 'Loading more notifications',
    unavailable: 'Notifications are unavailable right now.',
    retry: 'Retry',
    empty: 'No notifications yet.',
    moreFailed: 'Could not load more notifications.',
    markFailed: 'Something went wrong.',
  },
  es: {
    title: 'Notificaciones',
    buttonUnread_one: 'Notificaciones, {{count}} sin leer',
    buttonUnread_other: 'Notificaciones, {{count}} sin leer',
    unread_one: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
    unreadDot: 'Sin leer',
    markAll: 'Marcar todo como leído',
    lists: 'Listas de notificaciones',
    tabs: { general: 'Generales', watching: 'Seguimiento' },
    listLabels: {
      general: 'Notificaciones generales',
      watching: 'Notificaciones en seguimiento',
    },
    loading: 'Cargando notificaciones',
    loadingMore: 'Cargando más notificaciones',
    unavailable: 'Las notificaciones no están disponibles en este momento.',
    retry: 'Reintentar',
    empty: 'Todavía no hay notificaciones.',
    moreFailed: 'No se pudieron cargar más notificaciones.',
    markFailed: 'Algo salió mal.',
  },
};
