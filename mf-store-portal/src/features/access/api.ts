import { api } from 'shared/api';
import type { ImpersonationLogin } from 'shared/session';

// Store-portal access: /authenticate/{id}. The reset pages' calls are in shared/ui/access.

/** The super admin's short login as the store's owner. */
export function authenticateAsStore(
  storeId: number,
): Promise<ImpersonationLogin> {
  return api.post<ImpersonationLogin>(
    `admin/stores/${storeId}/authenticate`,
    {},
  );
}
