import { api } from 'shared/api';
import type {
  BuilderContext,
  BuilderService,
  ServiceDraft,
  ServiceSave,
} from 'shared/contracts/serviceBuilder';
import type { SkuImportInput } from 'shared/contracts/serviceBuilderParts';
import type { BuilderSide, ServiceHome } from '../../side';

// The store's routes (shared/contracts/serviceBuilder) or the vendor's (shared/contracts/vendorServices);
// the part calls (options, choices, the SKU import) are the same paths for both sides.
const servicePath = (home: ServiceHome, serviceId: number) =>
  home.side === 'vendor'
    ? `vendor/services/${serviceId}`
    : `stores/${home.storeId}/services/${serviceId}`;
const contextPath = (side: BuilderSide) =>
  side === 'vendor'
    ? 'vendor/service-builder/context'
    : 'service-builder/context';
const createPath = (side: BuilderSide) =>
  side === 'vendor' ? 'vendor/services' : 'store/services';

/** Keys start with the side's own path, so a store's and a vendor's service never share one. */
export const serviceBuilderKeys = {
  detail: (home: ServiceHome, serviceId: number) =>
    [servicePath(home, serviceId)] as const,
  context: (side: BuilderSide) => [contextPath(side)] as const,
};

export function getBuilderService(
  home: ServiceHome,
  serviceId: number,
): Promise<BuilderService> {
  return api.get<BuilderService>(servicePath(home, serviceId));
}

export function getBuilderContext(side: BuilderSide): Promise<BuilderContext> {
  return api.get<BuilderContext>(contextPath(side));
}

/** A new service (201); the answer carries its id. */
export function createService(
  side: BuilderSide,
  draft: ServiceDraft,
): Promise<BuilderService> {
  return api.post<BuilderService>(createPath(side), draft);
}

/** Saves the whole document under the version it was opened at (409 when someone saved since). */
export function saveService(
  home: ServiceHome,
  serviceId: number,
  save: ServiceSave,
): Promise<BuilderService> {
  return api.put<BuilderService>(servicePath(home, serviceId), save);
}

/** A copy named "… (copy)", inactive. */
export function duplicateService(
  home: ServiceHome,
  serviceId: number,
): Promise<BuilderService> {
  return api.post<BuilderService>(`${servicePath(home, serviceId)}/duplicate`);
}

/** The SKU import's template (XLSX), a download. */
export const skuTemplatePath = (home: ServiceHome) =>
  home.side === 'vendor'
    ? 'vendor/download-sku-template'
    : `store/${home.storeId}/download-sku-template`;

/** Imports a CSV or XLSX file of choices (all rows or none); answers the saved service. */
export function importSkus(
  serviceId: number,
  input: SkuImportInput,
  optionId?: number,
): Promise<BuilderService> {
  return api.post<BuilderService>(
    `service/${serviceId}/import-sku`,
    input,
    optionId ? { query: { option_id: optionId } } : undefined,
  );
}
