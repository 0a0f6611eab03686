import { api } from 'shared/api';
import type {
  CustomerDetail,
  CustomerInput,
  CustomerPage,
} from 'shared/contracts/customers';

// The store's customers (issue 11): GET/POST/PUT /portal/customers… (api/src/routes/storeCustomers.ts).

const PATH = 'portal/customers';

export const customerKeys = {
  all: () => [PATH] as const,
  list: (query: Record<string, string | number>) => [PATH, query] as const,
  detail: (id: number) => [`${PATH}/${id}`] as const,
  tags: () => ['portal/customer-tags'] as const,
};

export function getCustomers(
  query: Record<string, string | number>,
): Promise<CustomerPage> {
  return api.get<CustomerPage>(PATH, { query });
}

export function getCustomerTags(): Promise<{ tags: string[] }> {
  return api.get<{ tags: string[] }>('portal/customer-tags');
}

export function getCustomer(id: number): Promise<CustomerDetail> {
  return api.get<CustomerDetail>(`${PATH}/${id}`);
}

export function createCustomer(body: CustomerInput): Promise<CustomerDetail> {
  return api.post<CustomerDetail>(PATH, body);
}

export function editCustomer(
  id: number,
  body: CustomerInput & { version: number },
): Promise<CustomerDetail> {
  return api.put<CustomerDetail>(`${PATH}/${id}`, body);
}

export function saveCustomerTags(
  id: number,
  tags: string[],
  version: number,
): Promise<CustomerDetail> {
  return api.put<CustomerDetail>(`${PATH}/${id}/tags`, { tags, version });
}

export function addCustomerComment(
  id: number,
  body: string,
): Promise<CustomerDetail> {
  return api.post<CustomerDetail>(`${PATH}/${id}/comments`, { body });
}
