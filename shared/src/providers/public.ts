export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
