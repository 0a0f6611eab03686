import { api } from 'shared/api';
import type { VendorImportRecordPage } from 'shared/contracts/vendorSetup';

// The history of the vendor's bulk sales-order imports (shared/contracts/vendorSetup).

const IMPORTS_PATH = 'vendor/settings/imports';

export const importKeys = {
  list: (query: Record<string, string | number>) =>
    [IMPORTS_PATH, query] as const,
};

export function getImports(
  query: Record<string, string | number>,
): Promise<VendorImportRecordPage> {
  return api.get<VendorImportRecordPage>(IMPORTS_PATH, { query });
}
