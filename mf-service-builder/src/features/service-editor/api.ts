import { api } from 'shared/api';
import type {
  BuilderContext,
  BuilderService,
  ServiceDraft,
  ServiceSave,
} from 'shared/contracts/serviceBuilder';
import type { SkuImportInput } from 'shared/contracts/serviceBuilderParts';

const servicePath = (storeId: number, serviceId: number) =>
  `stores/${storeId}/services/${serviceId}`;
const CONTEXT_PATH = 'service-builder/context';

export const serviceBuilderKeys = {
  detail: (storeId: number, serviceId: number) =>
    [servicePath(storeId, serviceId)] as const,
  context: () => [CONTEXT_PATH] as const,
};

export function getBuilderService(
  storeId: number,
  serviceId: number,
): Promise<BuilderService> {
  return api.get<BuilderService>(servicePath(storeId, serviceId));
}

export function getBuilderContext(): Promise<BuilderContext> {
  return api.get<BuilderContext>(CONTEXT_PATH);
}

/** A new service (201); the answer carries its id. */
export function createService(draft: ServiceDraft): Promise<BuilderService> {
  return api.post<BuilderService>('store/services', draft);
}

/** Saves the whole document under the version it was opened at (409 when someone saved since). */
export function saveService(
  storeId: number,
  serviceId: number,
  save: ServiceSave,
): Promise<BuilderService> {
  return api.put<BuilderService>(servicePath(storeId, serviceId), save);
}

/** A copy named "… (copy)", inactive. */
export function duplicateService(
  storeId: number,
  serviceId: number,
): Promise<BuilderService> {
  return api.post<BuilderService>(
    `${servicePath(storeId, serviceId)}/duplicate`,
  );
}

/** The SKU import's template (XLSX), a download. */
export const skuTemplatePath = (storeId: number) =>
  `store/${storeId}/download-sku-template`;

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
