import { useAtomValue, type createStore } from 'shared/state';
import { tenantAtom, tenantValueAtom } from './tenantAtom';
import type { Tenant } from './types';

export type {
  HostKind,
  WhiteLabelSettings,
  StoreSettings,
  Tenant,
} from './types';
export {
  RESERVED_HOST_PREFIXES,
  resolveHost,
  normaliseHost,
} from './resolveHost';
export { fontFamilyFor, OWN_FONT_FAMILY } from './font';
export {
  colorVariables,
  tenantPalette,
  WHITE_LABEL_DEFAULTS,
  type TenantPalette,
} from './colors';
export {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  ensureContrast,
  isColour,
  minContrast,
  opaqueHex,
  readableTextOn,
  relativeLuminance,
} from './contrast';

/** The tenant the shell resolved (host, route-table kind, store id, store settings, white-label settings). */
export function useTenant(): Tenant {
  return useAtomValue(tenantValueAtom);
}

/** Writes the tenant into a jotai store; used by AppProviders and tests only. */
export function hydrateTenant(
  store: ReturnType<typeof createStore>,
  tenant: Tenant | null | undefined,
): void {
  store.set(tenantAtom, tenant ?? null);
}
