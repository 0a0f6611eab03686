export { NotFoundPage } from './NotFoundPage';
export { PageLoader, DEFAULT_LOADER_COLOR } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { StatusPage } from './StatusPage';
export { Banner } from './Banner';
export type { BannerProps, BannerType } from './Banner';
export type { StatusPageProps } from './StatusPage';
