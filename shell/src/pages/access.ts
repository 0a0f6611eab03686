import type { PagePermission } from 'shared/contracts/pages';
import { i18n } from 'shared/i18n';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import type { RoleRecord } from 'shared/session';

// Reading a page declaration's names against the session (ADR 0030): roles, modules and levels are
// named as in shared/permissions; the words are i18n keys with their English text as default.

const ids = <T extends Record<string, number>>(table: T, names?: string[]) =>
  names?.map((n) => table[n]).filter((id) => id !== undefined);

/** Whether a role holds a declared permission (an unknown name grants nothing). */
export function holdsPermission(
  role: RoleRecord | null,
  permission: PagePermission | undefined,
): boolean {
  if (!permission) return true;
  const module = (MODULES as Record<string, number>)[permission.module];
  const level = (LEVELS as Record<string, number>)[permission.level];
  if (module === undefined || level === undefined) return false;
  return hasPermission(
    role,
    module,
    level,
    permission.location === 'ANY' ? 'ANY' : undefined,
  );
}

/** Whether a role is one of the declared role names (no list: any role). */
export function hasRole(role: RoleRecord | null, names?: string[]): boolean {
  if (!names) return true;
  return Boolean(
    role && ids(ROLES as Record<string, number>, names)?.includes(role.role_id),
  );
}

/** A declared label in the page's language: its key in the remote's namespace, else the text. */
export const declaredText = (
  namespace: string,
  text: { key: string; text: string },
  lang: string = i18n.language,
) => i18n.getFixedT(lang, namespace)(text.key, { defaultValue: text.text });
