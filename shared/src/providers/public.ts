export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
export {
  themeFor,
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_BUTTON_COLOR,
} from './theme';
