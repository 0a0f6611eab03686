import { api } from 'shared/api';
import type {
  StaffMember,
  StaffPage,
  StoresPermissions,
} from 'shared/contracts/users';

// The store's team: GET/POST/PUT/DELETE /stores/:store_id/staff….

const staffPath = (storeId: number) => `stores/${storeId}/staff`;

export const staffKeys = {
  all: (storeId: number) => [staffPath(storeId)] as const,
  list: (storeId: number, query: Record<string, string | number>) =>
    [staffPath(storeId), query] as const,
  detail: (storeId: number, id: number) =>
    [`${staffPath(storeId)}/${id}`] as const,
};

export function getStaffPage(
  storeId: number,
  query: Record<string, string | number>,
): Promise<StaffPage> {
  return api.get<StaffPage>(staffPath(storeId), { query });
}

export function getStaffMember(
  storeId: number,
  id: number,
): Promise<StaffMember> {
  return api.get<StaffMember>(`${staffPath(storeId)}/${id}`);
}

export function inviteStaff(
  storeId: number,
  email: string,
): Promise<StaffMember> {
  return api.post<StaffMember>(`${staffPath(storeId)}/invitations`, { email });
}

export function saveStaffPermissions(
  storeId: number,
  id: number,
  version: number,
  permissions: StoresPermissions,
): Promise<StaffMember> {
  return api.put<StaffMember>(`${staffPath(storeId)}/${id}/permissions`, {
    version,
    stores_permissions: permissions,
  });
}

/** deactivate, reactivate, or re-send the invitation ('invitation'). */
export type StaffMove = 'deactivate' | 'reactivate' | 'invitation';

export function moveStaff(
  storeId: number,
  id: number,
  move: StaffMove,
  version: number,
): Promise<StaffMember> {
  return api.post<StaffMember>(`${staffPath(storeId)}/${id}/${move}`, {
    version,
  });
}

export function revokeInvitation(
  storeId: number,
  id: number,
): Promise<{ message: string }> {
  return api.delete<{ message: string }>(
    `${staffPath(storeId)}/${id}/invitation`,
  );
}
