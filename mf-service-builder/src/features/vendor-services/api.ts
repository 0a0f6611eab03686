import { api, type Query } from 'shared/api';
import type { BuilderService } from 'shared/contracts/serviceBuilder';
import type { VendorServicePage } from 'shared/contracts/vendorServices';

// The vendor owner's own services (shared/contracts/vendorServices).
const SERVICES = 'vendor/services';

/** The list's key starts with its path; an open service's (the editor's) is `vendor/services/{id}`. */
export const vendorServiceKeys = {
  list: (query: Query) => [SERVICES, query] as const,
};

export const getVendorServices = (query: Query) =>
  api.get<VendorServicePage>(SERVICES, { query });

/** A copy named "… (copy)", inactive (201). */
export const duplicateVendorService = (id: number) =>
  api.post<BuilderService>(`${SERVICES}/${id}/duplicate`);

/** Deletes the service as it was shown (204; 409 when someone saved it since). */
export const deleteVendorService = (id: number, version: number) =>
  api.delete<void>(`${SERVICES}/${id}`, { query: { version } });
