import { api } from 'shared/api';
import type {
  CustomerDetail,
  CustomerInput,
  CustomerPage,
} from 'shared/contracts/customers';
import type { CustomerPriceList } from 'shared/contracts/storePriceLists';

// The store's customers: GET/POST/PUT /portal/customers… (api/src/areas/identity/routes/storeCustomers.ts).

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

/** The customer's price list (shared/contracts/storePriceLists) and the store's lists. */
export const customerPriceListKey = (id: number) =>
  [`${PATH}/${id}/price-list`] as const;

export function getCustomerPriceList(id: number): Promise<CustomerPriceList> {
  return api.get<CustomerPriceList>(`${PATH}/${id}/price-list`);
}

/** Puts the customer on one of the store's price lists (null: none, the normal prices). */
export function saveCustomerPriceList(
  id: number,
  priceListId: number | null,
): Promise<CustomerPriceList> {
  return api.put<CustomerPriceList>(`${PATH}/${id}/price-list`, {
    price_list_id: priceListId,
  });
}
