// What only the portals draw: the save bar of an edited form, a server-side table's state in the
// address and its stacked columns on a phone. Its own entry, `shared/ui/portal`, so `shared/ui`
// (which the shell's boot chunk carries to every storefront page) holds only what every page needs.
export { SaveDiscardBar } from './SaveDiscardBar';
export type { SaveDiscardBarProps } from './SaveDiscardBar';
export { useTableQuery } from './table/useTableQuery';
export type {
  TableQuery,
  TableQueryState,
  UseTableQueryOptions,
} from './table/useTableQuery';
export { STACKED_TABLE_CLASS, stackedColumns } from './table/stackedColumns';
