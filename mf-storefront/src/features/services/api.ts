import { api } from 'shared/api';

/** A service category as the api returns it. */
export interface Category {
  id: number;
  name: string;
}

/** A service as shown to customers on the storefront. */
export interface PortalService {
  id: number;
  name: string;
  description: string | null;
  price: string;
  /** the signed-in customer's price-list price; null or absent: none */
  list_price?: string | null;
  image: string | null;
  category: Category | null;
  item_tag: string | null;
  top_level_tag: string | null;
}

export interface PortalServicesResponse {
  results: PortalService[];
  categories: Category[];
}

export interface PortalServicesQuery {
  item_tag?: string;
  top_level_tag?: string;
  search?: string;
}

const listPath = (storeId: number) => `stores/${storeId}/portal-services`;

// Empty filters are left out, so the unfiltered list has one stable key.
const listQuery = (query: PortalServicesQuery) => {
  const filters = Object.fromEntries(
    Object.entries(query).filter(([, v]) => typeof v === 'string' && v.trim()),
  ) as PortalServicesQuery;
  return { is_customer_side: 'true', is_partial: 'true', ...filters };
};

export const portalServiceKeys = {
  all: (storeId: number) => [listPath(storeId)] as const,
  list: (storeId: number, query: PortalServicesQuery = {}) =>
    [listPath(storeId), listQuery(query)] as const,
};

export function getPortalServices(
  storeId: number,
  query: PortalServicesQuery = {},
): Promise<PortalServicesResponse> {
  return api.get<PortalServicesResponse>(listPath(storeId), {
    query: listQuery(query),
  });
}
