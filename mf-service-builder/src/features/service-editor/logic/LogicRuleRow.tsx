import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { operatorsFor } from 'shared/options';
import { Button, DeleteOutlined } from 'shared/ui/antd';
import { EditorField } from '../rules/EditorField';
import { useBuilderT } from '../../../i18n/t';
import { OPERATOR_KEYS } from './labels';
import { compareWith, type LogicRule } from './logicModel';

/** Props of LogicRuleRow. */
export interface LogicRuleRowProps {
  rule: LogicRule;
  /** the options this rule may compare (compareFieldOptions) */
  comparable: OptionDraft[];
  errors: Partial<Record<keyof LogicRule, string>>;
  onChange: (rule: LogicRule) => void;
  onDelete: () => void;
}

/** One numbered rule: compared option, operator by its kind, and the value (a choice or a number). */
export function LogicRuleRow({
  rule,
  comparable,
  errors,
  onChange,
  onDelete,
}: LogicRuleRowProps) {
  const t = useBuilderT();
  const n = rule.logic_sequence_number;
  const compared = comparable.find((o) => o.id === rule.compare_option_field);
  const operators = compared ? operatorsFor(compared) : [];
  const handleCompare = (value: string) =>
    onChange(
      compareWith(
        rule,
        comparable.find((o) => String(o.id) === value),
      ),
    );
  return (
    <li>
      <fieldset className="sbe-rule">
        <legend className="sbe-rule__title">{t('logic.rule', { n })}</legend>
        <Button
          className="sbe-rule__delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={t('logic.deleteRule', { n })}
          onClick={onDelete}
        />
        <div className="sbe-rule__grid">
          <EditorField
            label={t('logic.compareWith')}
            error={errors.compare_option_field}
          >
            {(control) => (
              <select
                {...control}
                className="sbe-select"
                value={compared ? String(compared.id) : ''}
                onChange={(e) => handleCompare(e.target.value)}
              >
                <option value="">{t('logic.chooseOption')}</option>
                {comparable.map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {o.label.value ||
                      t('logic.untitledOption', { n: o.sequence })}
                  </option>
                ))}
              </select>
            )}
          </EditorField>
          <EditorField
            label={t('logic.condition')}
            error={errors.operator_type}
          >
            {(control) => (
              <select
                {...control}
                className="sbe-select"
                value={rule.operator_type}
                disabled={!compared}
                onChange={(e) =>
                  onChange({
                    ...rule,
                    operator_type: e.target.value as LogicRule['operator_type'],
                  })
                }
              >
                {(compared ? operators : [rule.operator_type]).map((op) => (
                  <option key={op} value={op}>
                    {t(OPERATOR_KEYS[op])}
                  </option>
                ))}
              </select>
            )}
          </EditorField>
          <CompareValue
            rule={rule}
            compared={compared}
            error={errors.compare_to}
            onChange={(compare_to) => onChange({ ...rule, compare_to })}
          />
        </div>
      </fieldset>
    </li>
  );
}

interface CompareValueProps {
  rule: LogicRule;
  compared: OptionDraft | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
}

function CompareValue({ rule, compared, error, onChange }: CompareValueProps) {
  const t = useBuilderT();
  const isNumber = compared?.tag === 'n';
  return (
    <EditorField label={t('logic.value')} error={error}>
      {(control) =>
        isNumber ? (
          <input
            {...control}
            className="sbe-input"
            type="number"
            inputMode="decimal"
            value={rule.compare_to}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <select
            {...control}
            className="sbe-select"
            value={rule.compare_to}
            disabled={!compared}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{t('logic.chooseValue')}</option>
            {(compared?.values ?? []).map((v) => (
              <option key={v.id} value={v.name}>
                {v.name}
              </option>
            ))}
          </select>
        )
      }
    </EditorField>
  );
}
