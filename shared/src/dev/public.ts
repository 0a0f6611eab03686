export { mountStandalone, resolveStandaloneTenant } from './mountStandalone';
export type { StandaloneOptions } from './mountStandalone';
