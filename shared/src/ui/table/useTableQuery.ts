import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared/router';

/** The state of a server-side table, as the URL holds it. */
export interface TableQuery {
  page: number;
  page_size: number;
  /** an `ordering` value ('-created_on' = newest first), or '' for the server's default */
  ordering: string;
  search: string;
  /** every filter key the table declared, '' when unset */
  filters: Record<string, string>;
}

/** Options of useTableQuery. */
export interface UseTableQueryOptions {
  /** the filter keys kept in the URL (e.g. 'status', 'location_id', 'date_from') */
  filterKeys: readonly string[];
  /** rows per page when the URL says nothing (default 20) */
  defaultPageSize?: number;
  /** page sizes a URL may ask for (others fall back to the default) */
  pageSizes?: readonly number[];
}

/** What useTableQuery answers. */
export interface TableQueryState {
  query: TableQuery;
  /** the query for the api: page, page_size, ordering, search and the set filters (unset ones left out) */
  apiQuery: Record<string, string | number>;
  setPage: (page: number, pageSize?: number) => void;
  setOrdering: (ordering: string) => void;
  /** a new search goes back to page 1 (replaces the history entry: typing is not a step back) */
  setSearch: (search: string) => void;
  /** a changed filter goes back to page 1; '' or null clears it */
  setFilter: (key: string, value: string | null) => void;
  /** several filters at once (e.g. a date range), back to page 1 */
  setFilters: (values: Record<string, string | null>) => void;
  /** clears search and filters, keeps the ordering and page size */
  clear: () => void;
}

const DEFAULT_SIZES = [10, 20, 50, 100] as const;

const positive = (raw: string | null, fallback: number): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * A server-side table's page, page size, ordering, search and filters kept in the URL's search
 * params, so a reload, a shared link, back and forward all keep the view.
 */
export function useTableQuery({
  filterKeys,
  defaultPageSize = 20,
  pageSizes = DEFAULT_SIZES,
}: UseTableQueryOptions): TableQueryState {
  const [params, setParams] = useSearchParams();
  const keys = filterKeys.join('|');

  const query = useMemo<TableQuery>(() => {
    const size = positive(params.get('page_size'), defaultPageSize);
    return {
      page: positive(params.get('page'), 1),
      page_size: pageSizes.includes(size) ? size : defaultPageSize,
      ordering: params.get('ordering') ?? '',
      search: params.get('search') ?? '',
      filters: Object.fromEntries(
        keys
          .split('|')
          .filter(Boolean)
          .map((key) => [key, params.get(key) ?? '']),
      ),
    };
  }, [params, keys, defaultPageSize, pageSizes]);

  const apiQuery = useMemo(() => {
    const out: Record<string, string | number> = {
      page: query.page,
      page_size: query.page_size,
    };
    if (query.ordering) out.ordering = query.ordering;
    if (query.search) out.search = query.search;
    for (const [key, value] of Object.entries(query.filters))
      if (value) out[key] = value;
    return out;
  }, [query]);

  const update = useCallback(
    (
      change: Record<string, string | null>,
      { resetPage = true, replace = false } = {},
    ) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    query,
    apiQuery,
    setPage: useCallback(
      (page, pageSize) =>
        update(
          {
            page: page > 1 ? String(page) : null,
            ...(pageSize !== undefined
              ? {
                  page_size:
                    pageSize === defaultPageSize ? null : String(pageSize),
                }
              : {}),
          },
          { resetPage: false },
        ),
      [update, defaultPageSize],
    ),
    setOrdering: useCallback(
      (ordering) => update({ ordering }, { resetPage: true }),
      [update],
    ),
    setSearch: useCallback(
      (search) => update({ search: search.trim() }, { replace: true }),
      [update],
    ),
    setFilter: useCallback((key, value) => update({ [key]: value }), [update]),
    setFilters: useCallback((values) => update(values), [update]),
    clear: useCallback(
      () =>
        update(
          Object.fromEntries(
            ['search', ...keys.split('|').filter(Boolean)].map((k) => [
              k,
              null,
            ]),
          ),
        ),
      [update, keys],
    ),
  };
}
