import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { validateRuleSetup } from 'shared/options';
import { Button, DeleteOutlined } from 'shared/ui/antd';
import { EditorField } from './EditorField';
import {
  CONDITION_LABELS,
  RULE_TYPE_LABELS,
  compareFieldChoices,
  compareFieldOf,
  formulaHint,
  type ValidationRule,
} from './ruleFields';

/** Props of ValidationRuleRow. */
export interface ValidationRuleRowProps {
  option: OptionDraft;
  rule: ValidationRule;
  n: number;
  onChange: (rule: ValidationRule) => void;
  onDelete: () => void;
}

const pairs = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** One validation rule: type, compared field, condition, formula and (type 1) the message. */
export function ValidationRuleRow({
  option,
  rule,
  n,
  onChange,
  onDelete,
}: ValidationRuleRowProps) {
  const errors = validateRuleSetup(rule, option);
  const isRestrict = rule.validation_rule === 2;
  const selects = [
    {
      key: 'validation_rule',
      label: 'Type',
      value: rule.validation_rule,
      choices: pairs(RULE_TYPE_LABELS),
      set: (v: string) =>
        onChange({
          ...rule,
          validation_rule: v ? (Number(v) as 1 | 2) : null,
        }),
    },
    {
      key: 'compare_field',
      label: 'Compare',
      value: rule.compare_field,
      choices: compareFieldChoices(option),
      set: (v: string) =>
        onChange({ ...rule, compare_field: compareFieldOf(option, v) }),
    },
    {
      key: 'condition',
      label: 'Must be',
      value: rule.condition,
      choices: pairs(CONDITION_LABELS),
      set: (v: string) =>
        onChange({
          ...rule,
          condition: v ? (Number(v) as 1 | 2 | 3) : null,
        }),
    },
  ] as const;
  return (
    <li>
      <fieldset className="sbe-rule">
        <legend className="sbe-rule__title">Rule {n}</legend>
        <Button
          className="sbe-rule__delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={`Delete rule ${n}`}
          onClick={onDelete}
        />
        <div className="sbe-rule__grid">
          {selects.map((s) => (
            <EditorField
              key={s.key}
              label={s.label}
              required
              error={errors[s.key]}
            >
              {(control) => (
                <select
                  {...control}
                  className="sbe-select"
                  value={s.value === null ? '' : String(s.value)}
                  onChange={(e) => s.set(e.target.value)}
                >
                  <option value="">Choose…</option>
                  {s.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              )}
            </EditorField>
          ))}
        </div>
        <EditorField
          label="Formula"
          required
          error={errors.variable_field}
          hint={formulaHint(option)}
        >
          {(control) => (
            <input
              {...control}
              className="sbe-input"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              value={rule.variable_field}
              onChange={(e) =>
                onChange({ ...rule, variable_field: e.target.value })
              }
            />
          )}
        </EditorField>
        {!isRestrict && (
          <EditorField
            label="Error message"
            required
            error={errors.validation_message}
          >
            {(control) => (
              <input
                {...control}
                className="sbe-input"
                maxLength={255}
                value={rule.validation_message}
                onChange={(e) =>
                  onChange({ ...rule, validation_message: e.target.value })
                }
              />
            )}
          </EditorField>
        )}
      </fieldset>
    </li>
  );
}
