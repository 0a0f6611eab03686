import type { StoresPermissions } from 'shared/contracts/users';
import {
  choiceOf,
  entryFor,
  MODULES,
  type LevelChoice,
} from 'shared/permissions';

// The permission editor's form values: one choice per module for each scope, where a scope is
// 'global' (every location) or 'location-<id>'. Only the choices that grant something are saved.

export type Choice = LevelChoice['value'];
export type ScopeChoices = Record<string, Choice>;
export type PermissionValues = Record<string, ScopeChoices>;

export const GLOBAL_SCOPE = 'global';
export const locationScope = (id: number) => `location-${id}`;
export const MODULE_IDS: readonly number[] = Object.values(MODULES);

type Entries = StoresPermissions['global_permissions'];

function choicesOf(entries: Entries): ScopeChoices {
  return Object.fromEntries(
    MODULE_IDS.map((moduleId) => [
      String(moduleId),
      choiceOf(entries.find((entry) => entry.module_id === moduleId)).value,
    ]),
  );
}

function entriesOf(choices: ScopeChoices): Entries {
  return MODULE_IDS.flatMap((moduleId) => {
    const entry = entryFor(moduleId, choices[String(moduleId)] ?? 'none');
    return entry ? [entry] : [];
  });
}

/** The form values of a permission record, for the global scope and every store location. */
export function toPermissionValues(
  permissions: StoresPermissions,
  locationIds: readonly number[],
): PermissionValues {
  const values: PermissionValues = {
    [GLOBAL_SCOPE]: choicesOf(permissions.global_permissions),
  };
  for (const id of locationIds) {
    const entry = permissions.locations_permissions.find(
      (l) => l.location_id === id,
    );
    values[locationScope(id)] = choicesOf(entry?.permissions ?? []);
  }
  return values;
}

/** The permission record of the form values (locations that grant nothing are left out). */
export function fromPermissionValues(
  values: PermissionValues,
  locationIds: readonly number[],
): StoresPermissions {
  return {
    global_permissions: entriesOf(values[GLOBAL_SCOPE] ?? {}),
    locations_permissions: locationIds
      .map((id) => ({
        location_id: id,
        permissions: entriesOf(values[locationScope(id)] ?? {}),
      }))
      .filter((entry) => entry.permissions.length > 0),
  };
}
