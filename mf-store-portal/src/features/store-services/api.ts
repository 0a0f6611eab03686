import { api, type Query } from 'shared/api';
import type {
  StoreServiceCategory,
  StoreServiceEdit,
  StoreServiceListItem,
  StoreServicePage,
} from 'shared/contracts/storeServices';

const SERVICES = 'store-services';
const CATEGORIES = 'store-service-categories';

export const storeServiceKeys = {
  list: (query: Query) => [SERVICES, query] as const,
  categories: () => [CATEGORIES] as const,
};

export const getServices = (query: Query) =>
  api.get<StoreServicePage>(SERVICES, { query });
export const editService = (id: number, edit: StoreServiceEdit) =>
  api.patch<StoreServiceListItem>(`${SERVICES}/${id}`, edit);
export const getCategories = () => api.get<StoreServiceCategory[]>(CATEGORIES);
export const addCategory = (name: string) =>
  api.post<StoreServiceCategory>(CATEGORIES, { name });
export const renameCategory = (id: number, name: string) =>
  api.put<StoreServiceCategory>(`${CATEGORIES}/${id}`, { name });
export const removeCategory = (id: number) =>
  api.delete<Record<string, never>>(`${CATEGORIES}/${id}`);
