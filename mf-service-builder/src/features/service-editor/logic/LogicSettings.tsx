import { EditorField } from '../rules/EditorField';
import { useBuilderT } from '../../../i18n/t';
import { ACTIONS, JOINS } from './labels';
import type { Logic } from './logicModel';

/** Props of LogicSettings. */
export interface LogicSettingsProps {
  logic: Logic;
  onChange: (logic: Logic) => void;
}

/** Whether the logic shows or hides its option, and which rules must be met. */
export function LogicSettings({ logic, onChange }: LogicSettingsProps) {
  const t = useBuilderT();
  return (
    <div className="sbe-rule__grid">
      <EditorField label={t('logic.visibility')}>
        {(control) => (
          <select
            {...control}
            className="sbe-select"
            value={logic.action}
            onChange={(e) =>
              onChange({ ...logic, action: e.target.value as Logic['action'] })
            }
          >
            {ACTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`logic.action.${value}`)}
              </option>
            ))}
          </select>
        )}
      </EditorField>
      <EditorField label={t('logic.when')}>
        {(control) => (
          <select
            {...control}
            className="sbe-select"
            value={logic.conditional_join}
            onChange={(e) =>
              onChange({
                ...logic,
                conditional_join: e.target.value as Logic['conditional_join'],
              })
            }
          >
            {JOINS.map((value) => (
              <option key={value} value={value}>
                {t(`logic.join.${value}`)}
              </option>
            ))}
          </select>
        )}
      </EditorField>
    </div>
  );
}
