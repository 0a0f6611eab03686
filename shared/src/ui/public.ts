export { NotFoundPage } from './NotFoundPage';
export { PageLoader, DEFAULT_LOADER_COLOR } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { StatusPage } from './StatusPage';
export { Banner } from './Banner';
export type { BannerProps, BannerType } from './Banner';
export type { StatusPageProps } from './StatusPage';
export { SaveDiscardBar } from './SaveDiscardBar';
export type { SaveDiscardBarProps } from './SaveDiscardBar';
export { useTableQuery } from './table/useTableQuery';
export type {
  TableQuery,
  TableQueryState,
  UseTableQueryOptions,
} from './table/useTableQuery';
export { STACKED_TABLE_CLASS, stackedColumns } from './table/stackedColumns';
export { useDownload } from './useDownload';
export type { DownloadState } from './useDownload';
export { lazyPage, preloadPagesFor } from './lazyPage';
export type { LazyPage } from './lazyPage';
