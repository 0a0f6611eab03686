import { EditorField } from '../rules/EditorField';
import { ACTION_LABELS, JOIN_LABELS } from './labels';
import type { Logic } from './logicModel';

/** Props of LogicSettings. */
export interface LogicSettingsProps {
  logic: Logic;
  onChange: (logic: Logic) => void;
}

const entries = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels) as [K, string][];

/** Whether the logic shows or hides its option, and which rules must be met. */
export function LogicSettings({ logic, onChange }: LogicSettingsProps) {
  return (
    <div className="sbe-rule__grid">
      <EditorField label="Visibility">
        {(control) => (
          <select
            {...control}
            className="sbe-select"
            value={logic.action}
            onChange={(e) =>
              onChange({ ...logic, action: e.target.value as Logic['action'] })
            }
          >
            {entries(ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </EditorField>
      <EditorField label="When">
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
            {entries(JOIN_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </EditorField>
    </div>
  );
}
