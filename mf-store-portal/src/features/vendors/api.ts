import { api } from 'shared/api';
import type {
  InsurancePlan,
  InsurancePlanInput,
  InsuranceSelection,
} from 'shared/contracts/insurancePlans';
import type {
  CommissionRules,
  CommissionRulesEdit,
  StoreVendor,
  StoreVendorPage,
  VendorInvitation,
  VendorInvitationList,
} from 'shared/contracts/storeVendors';

// The store's vendors: GET /portal/vendors, POST …/deactivate|reactivate, and the
// vendor invitations (GET/POST /portal/vendor-invitations, resend, DELETE).

const VENDORS = 'portal/vendors';
const INVITATIONS = 'portal/vendor-invitations';

export const storeVendorKeys = {
  all: () => [VENDORS] as const,
  list: (query: Record<string, string | number>) => [VENDORS, query] as const,
  invitations: () => [INVITATIONS] as const,
};

export function getStoreVendors(
  query: Record<string, string | number>,
): Promise<StoreVendorPage> {
  return api.get<StoreVendorPage>(VENDORS, { query });
}

/** Deactivate or reactivate the link to a vendor, from the version the page showed. */
export function moveStoreVendor(
  vendorId: number,
  move: 'deactivate' | 'reactivate',
  version: number,
): Promise<StoreVendor> {
  return api.post<StoreVendor>(`${VENDORS}/${vendorId}/${move}`, { version });
}

export function getVendorInvitations(): Promise<VendorInvitationList> {
  return api.get<VendorInvitationList>(INVITATIONS);
}

export function inviteVendor(input: {
  email: string;
  name?: string;
}): Promise<VendorInvitation> {
  return api.post<VendorInvitation>(INVITATIONS, input);
}

export function resendVendorInvitation(id: number): Promise<VendorInvitation> {
  return api.post<VendorInvitation>(`${INVITATIONS}/${id}/resend`, {});
}

export function revokeVendorInvitation(
  id: number,
): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${INVITATIONS}/${id}`);
}

const commissionPath = (vendorId: number) =>
  `${VENDORS}/${vendorId}/commission-rules`;

export const commissionKeys = {
  detail: (vendorId: number) => [commissionPath(vendorId)] as const,
};

export function getCommissionRules(vendorId: number): Promise<CommissionRules> {
  return api.get<CommissionRules>(commissionPath(vendorId));
}

/** Saves the whole rule list from the version the form started from (409 when stale). */
export function saveCommissionRules(
  vendorId: number,
  edit: CommissionRulesEdit,
): Promise<CommissionRules> {
  return api.put<CommissionRules>(commissionPath(vendorId), edit);
}

// The store's insurance plans (shared/contracts/insurancePlans).
const INSURANCE = 'portal/insurance-plans';
export const insuranceKeys = { all: () => [INSURANCE] as const };

export function getInsurancePlans(): Promise<InsurancePlan[]> {
  return api.get<InsurancePlan[]>(INSURANCE);
}

/** Adds a plan, or changes plan `id`. */
export function saveInsurancePlan(
  input: InsurancePlanInput,
  id?: number,
): Promise<InsurancePlan> {
  return id === undefined
    ? api.post<InsurancePlan>(INSURANCE, input)
    : api.put<InsurancePlan>(`${INSURANCE}/${id}`, input);
}

export function deleteInsurancePlan(id: number): Promise<object> {
  return api.delete<object>(`${INSURANCE}/${id}`);
}

/** Makes plan `id` the store's selected one (null: none); answers the whole list. */
export function selectInsurancePlan(
  id: InsuranceSelection['id'],
): Promise<InsurancePlan[]> {
  return api.put<InsurancePlan[]>(`${INSURANCE}/selected`, { id });
}
