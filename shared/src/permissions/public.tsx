import type { ReactNode } from 'react';
import { useSession } from 'shared/session';
import { hasPermission, type LocationScope } from './hasPermission';

export { ROLES, MODULES, LEVELS, STORE_ROLES, VENDOR_ROLES } from './constants';
export type { RoleId, ModuleId, Level } from './constants';
export { hasPermission } from './hasPermission';
export type { LocationScope } from './hasPermission';
export {
  LEVEL_CHOICES,
  MODULE_LABELS,
  choiceOf,
  entryFor,
} from './levelChoices';
export type { LevelChoice } from './levelChoices';

/** Whether the signed-in user has `level` on `module` (optionally at a location or 'ANY'). */
export function usePermission(
  module: number,
  level: number,
  location?: LocationScope | null,
): boolean {
  const { role } = useSession();
  return hasPermission(role, module, level, location);
}

/** Props of <Can>. */
export interface CanProps {
  module: number;
  level: number;
  location?: LocationScope | null;
  /** rendered when the permission is missing */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when the signed-in user has the permission. */
export function Can({
  module,
  level,
  location,
  fallback = null,
  children,
}: CanProps) {
  return <>{usePermission(module, level, location) ? children : fallback}</>;
}
