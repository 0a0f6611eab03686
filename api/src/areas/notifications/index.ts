// The notifications area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export {
  estimateAudience,
  insertNotifications,
  type Publication,
  publicLive,
  publishChange,
  salesOrderAudience,
  trackingChannel,
  vendorAudience,
} from './live';
export {
  createStoreNotifications,
  type NotificationRow,
  publishNotifications,
} from './notifications';
export { storeModuleAudience } from './storeAudience';
