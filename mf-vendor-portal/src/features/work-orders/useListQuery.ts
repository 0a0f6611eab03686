import { useSearchParams } from 'react-router-dom';
import type { WorkOrderListQuery } from '../../workOrders/api';

// TODO(issue-10): move to shared/ui's useTableQuery once it is committed.

export const PAGE_SIZES = [10, 20, 50, 100];
export const WORK_ORDER_ORDERINGS = [
  'created_on',
  'due_date',
  'work_order_no',
  'status',
];
const DEFAULT_PAGE_SIZE = 20;

const positive = (raw: string | null) =>
  raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The list's view (tab, search, store, sorting, page) as the URL keeps it, and its setters. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const ordering = params.get('ordering') ?? '';
  const size = positive(params.get('page_size'));
  const query: WorkOrderListQuery = {
    page: positive(params.get('page')) ?? 1,
    page_size: size && PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
  const status = params.get('status');
  if (status) query.status = status;
  const search = params.get('search')?.trim();
  if (search) query.search = search;
  const store = positive(params.get('store_id'));
  if (store) query.store_id = store;
  if (WORK_ORDER_ORDERINGS.includes(ordering.replace(/^-/, '')))
    query.ordering = ordering;

  /** sets (or with null/'' clears) URL values; anything but paging goes back to page 1 */
  const update = (
    changes: Record<string, string | number | null>,
    replace = false,
  ) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            (key === 'page' && value === 1) ||
            (key === 'page_size' && value === DEFAULT_PAGE_SIZE);
          if (value === null || value === '' || isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );
  return { query, update };
}
