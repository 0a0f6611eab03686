import { api } from 'shared/api';
import type { AdminStore, AdminStorePage } from 'shared/contracts/access';

// The super admin's stores: GET /admin/stores, PATCH /admin/stores/:id.

export const adminStoreKeys = {
  all: ['admin/stores'] as const,
  list: (query: Record<string, string | number>) =>
    ['admin/stores', query] as const,
};

export function getAdminStores(
  query: Record<string, string | number>,
): Promise<AdminStorePage> {
  return api.get<AdminStorePage>('admin/stores', { query });
}

/** Activates or deactivates a store; the api audits it with the reason, if one was given. */
export function setStoreActive(
  id: number,
  isActive: boolean,
  reason = '',
): Promise<AdminStore> {
  return api.patch<AdminStore>(`admin/stores/${id}`, {
    is_active: isActive,
    ...(reason ? { reason } : {}),
  });
}
