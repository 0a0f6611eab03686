import { useField } from 'formik';
import {
  LEVEL_CHOICES,
  MODULE_LABELS,
  type ModuleId,
} from 'shared/permissions';
import { useStorePortalT } from '../../../i18n/t';
import { MODULE_IDS, type ScopeChoices } from '../permissionForm';

/** Props of ModuleLevels. */
export interface ModuleLevelsProps {
  /** the Formik field of the scope's choices (e.g. 'global', 'location-1') */
  scope: string;
  /** the scope in words, for each select's name ('Sales orders, all locations') */
  scopeLabel: string;
}

/** One select per module for a scope: no access, view, create, edit or full. */
export function ModuleLevels({ scope, scopeLabel }: ModuleLevelsProps) {
  const t = useStorePortalT();
  const [field, , helpers] = useField<ScopeChoices>(scope);
  const choices = field.value ?? {};
  return (
    <ul className="staff-levels">
      {MODULE_IDS.map((moduleId) => {
        const id = `${scope}-${moduleId}`;
        const label = t(`users.modules.${moduleId}`, {
          defaultValue: MODULE_LABELS[moduleId as ModuleId],
        });
        return (
          <li key={moduleId} className="staff-levels__row">
            <label htmlFor={id}>{label}</label>
            <select
              id={id}
              className="staff-select"
              aria-label={t('users.moduleInScope', {
                module: label,
                scope: scopeLabel,
              })}
              value={choices[String(moduleId)] ?? 'none'}
              onChange={(event) =>
                void helpers.setValue({
                  ...choices,
                  [String(moduleId)]: event.target
                    .value as ScopeChoices[string],
                })
              }
            >
              {LEVEL_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(`users.levels.${choice.value}`, {
                    defaultValue: choice.label,
                  })}
                </option>
              ))}
            </select>
          </li>
        );
      })}
    </ul>
  );
}
