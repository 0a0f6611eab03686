// The server-side lists' antd pieces (a separate entry: `shared/ui` must not load antd, the
// storefront's path never does).
export { SearchInput, type SearchInputProps } from './SearchInput';
export { PagedTable, type PagedTableProps } from './PagedTable';
export { DateRange, type DateRangeProps } from './DateRange';
export { TABLE_CATALOGUES } from './catalogue';
