// The storefront area's public face: what other areas may use of it (docs/adr/0034-api-by-area.md).
// Other areas import this file only; the area's own files import each other directly.

export {
  itemCategories,
  offeredInsurances,
  serviceCategories,
} from './publicLists';
export { isUrlIntegrationEnabled } from './storeIntegrations';
export { isStoreLocation } from './storeLocationExists';
export {
  DEFAULT_STORE_DOMAIN,
  storeOrigin,
  vendorPortalOrigin,
} from './storeOrigin';
export { ownedStore, readableStore } from './storePageAccess';
export {
  activeStoreByHost,
  activeStoreById,
  findStoreByHost,
  findStoreById,
  ownerFirstName,
  type StoreRow,
  toStoreDetails,
  toStoreSettings,
  toWhiteLabelSettings,
} from './stores';
