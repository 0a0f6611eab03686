import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { validateRuleSetup } from 'shared/options';
import { Button, DeleteOutlined } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import { EditorField } from './EditorField';
import {
  CONDITIONS,
  RULE_TYPES,
  compareFieldChoices,
  compareFieldOf,
  formulaHintKey,
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

/** One validation rule: type, compared field, condition, formula and (type 1) the message. */
export function ValidationRuleRow({
  option,
  rule,
  n,
  onChange,
  onDelete,
}: ValidationRuleRowProps) {
  const t = useBuilderT();
  const pairs = (values: readonly number[], words: string) =>
    values.map((value) => ({
      value: String(value),
      label: t(`${words}.${value}`),
    }));
  const errors = validateRuleSetup(rule, option);
  const isRestrict = rule.validation_rule === 2;
  const selects = [
    {
      key: 'validation_rule',
      label: t('rules.type'),
      value: rule.validation_rule,
      choices: pairs(RULE_TYPES, 'rules.ruleType'),
      set: (v: string) =>
        onChange({
          ...rule,
          validation_rule: v ? (Number(v) as 1 | 2) : null,
        }),
    },
    {
      key: 'compare_field',
      label: t('rules.compare'),
      value: rule.compare_field,
      choices: compareFieldChoices(option, t),
      set: (v: string) =>
        onChange({ ...rule, compare_field: compareFieldOf(option, v) }),
    },
    {
      key: 'condition',
      label: t('rules.mustBe'),
      value: rule.condition,
      choices: pairs(CONDITIONS, 'rules.condition'),
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
        <legend className="sbe-rule__title">{t('rules.rule', { n })}</legend>
        <Button
          className="sbe-rule__delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={t('rules.deleteRule', { n })}
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
                  <option value="">{t('rules.choose')}</option>
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
          label={t('rules.formula')}
          required
          error={errors.variable_field}
          hint={t(formulaHintKey(option))}
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
            label={t('rules.errorMessage')}
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
