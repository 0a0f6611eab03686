import { api } from 'shared/api';
import type {
  Discount,
  DiscountInput,
  DiscountPage,
} from 'shared/contracts/discounts';

// The store's discount codes: /portal/discounts… (api/src/areas/catalog/routes/discounts.ts).

const PATH = 'portal/discounts';

export const discountKeys = {
  all: () => [PATH] as const,
  list: (query: Record<string, string | number>) => [PATH, query] as const,
};

export function getDiscounts(
  query: Record<string, string | number>,
): Promise<DiscountPage> {
  return api.get<DiscountPage>(PATH, { query });
}

/** Adds a code, or (with an id and the version it was read at) changes one. */
export function saveDiscount(
  body: DiscountInput,
  edit?: { id: number; version: number },
): Promise<Discount> {
  return edit
    ? api.put<Discount>(`${PATH}/${edit.id}`, {
        ...body,
        version: edit.version,
      })
    : api.post<Discount>(PATH, body);
}

export function deactivateDiscount(discount: Discount): Promise<Discount> {
  return api.post<Discount>(`${PATH}/${discount.id}/deactivate`, {
    version: discount.version,
  });
}

export function deleteDiscount(id: number): Promise<object> {
  return api.delete<object>(`${PATH}/${id}`);
}
