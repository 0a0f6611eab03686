import type { ModulePermission } from 'shared/session';
import { LEVELS, MODULES, type ModuleId } from './constants';

// The permission editor's vocabulary: each module gets one of five choices, each
// holding the levels of the ones before it, so "edit" can always also view and create.

/** One choice of a module's access. */
export interface LevelChoice {
  value: 'none' | 'view' | 'create' | 'edit' | 'delete';
  label: string;
  /** the permission levels it grants (none: nothing) */
  levels: number[];
}

/** The choices offered per module, weakest first. */
export const LEVEL_CHOICES: readonly LevelChoice[] = [
  { value: 'none', label: 'No access', levels: [] },
  { value: 'view', label: 'View', levels: [LEVELS.VIEW] },
  {
    value: 'create',
    label: 'View and create',
    levels: [LEVELS.CREATE, LEVELS.VIEW],
  },
  {
    value: 'edit',
    label: 'View, create and edit',
    levels: [LEVELS.CREATE, LEVELS.EDIT, LEVELS.VIEW],
  },
  {
    value: 'delete',
    label: 'Full (also delete)',
    levels: [LEVELS.CREATE, LEVELS.EDIT, LEVELS.VIEW, LEVELS.DELETE],
  },
];

/** Each module's name, as people read it (modules 1-16). */
export const MODULE_LABELS: Record<ModuleId, string> = {
  [MODULES.DASHBOARD]: 'Dashboard',
  [MODULES.ADDRESS]: 'Address',
  [MODULES.CUSTOMER]: 'Customers',
  [MODULES.SERVICE]: 'Services',
  [MODULES.SALES_ORDER]: 'Sales orders',
  [MODULES.WORK_ORDER]: 'Work orders',
  [MODULES.BILLING]: 'Billing',
  [MODULES.INTEGRATION]: 'Integrations',
  [MODULES.VENDOR_MANAGEMENT]: 'Vendor management',
  [MODULES.SETTINGS]: 'Settings',
  [MODULES.USERS]: 'Users',
  [MODULES.ESTIMATES]: 'Estimates',
  [MODULES.REFUND]: 'Refunds',
  [MODULES.DISCOUNT]: 'Discounts',
  [MODULES.LOGIN]: 'Login',
  [MODULES.POS]: 'Point of sale',
};

/**
 * The strongest choice a module's entry fully holds: a disabled or missing entry is 'none'; an
 * entry of other shapes (e.g. create without view) rounds down to the choice it covers.
 */
export function choiceOf(entry: ModulePermission | undefined): LevelChoice {
  const held =
    entry && entry.is_enable === 1 ? new Set(entry.permissions) : new Set();
  return [...LEVEL_CHOICES]
    .reverse()
    .find((choice) => choice.levels.every((level) => held.has(level)))!;
}

/** The entry that grants a choice on a module; `null` for 'none' (no entry at all). */
export function entryFor(
  moduleId: number,
  value: LevelChoice['value'],
): ModulePermission | null {
  const choice = LEVEL_CHOICES.find((c) => c.value === value);
  if (!choice || choice.levels.length === 0) return null;
  return {
    module_id: moduleId,
    permissions: [...choice.levels].sort((a, b) => a - b),
    is_enable: 1,
  };
}
