import { useId } from 'react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { VALIDATED_TAGS } from 'shared/options';
import { Button, PlusOutlined, Switch, useAppFeedback } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { MESSAGES } from 'shared/validation';
import { useBuilderT } from '../../../i18n/t';
import {
  MAX_VALIDATION_RULES,
  newValidationRule,
  type ValidationRule,
} from './ruleFields';
import { OffSettingNotice } from '../components/OffSettingNotice';
import { ValidationRuleRow } from './ValidationRuleRow';
import './editor.css';

/** Props of ValidationRulesEditor. */
export interface ValidationRulesEditorProps {
  option: OptionDraft;
  onChange: (meta: OptionDraft['advance_option_meta_data']) => void;
}

/** The validation rules of a size, insurance or warranty option (nothing for other kinds). */
export function ValidationRulesEditor({
  option,
  onChange,
}: ValidationRulesEditorProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const switchId = useId();
  if (!VALIDATED_TAGS.includes(option.tag)) return null;
  const meta = option.advance_option_meta_data ?? {
    is_validation: false,
    validations_rules: [],
  };
  const rules = meta.validations_rules;
  const setRules = (next: ValidationRule[]) =>
    onChange({ ...meta, validations_rules: next });
  const handleDelete = (index: number) =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      okText: t('rules.delete'),
      okButtonProps: { danger: true },
      cancelText: t('rules.cancel'),
      onOk: () => setRules(rules.filter((_, i) => i !== index)),
    });
  return (
    <section className="sbe-panel" aria-label={t('rules.region')}>
      <div className="sbe-switch">
        <Switch
          id={switchId}
          checked={meta.is_validation}
          onChange={(on) => onChange({ ...meta, is_validation: on })}
        />
        <label htmlFor={switchId}>{t('rules.validate')}</label>
      </div>
      {!meta.is_validation && rules.length > 0 && (
        <OffSettingNotice
          what={t('rules.thisRule', { count: rules.length })}
          setting={t('rules.validate')}
          onTurnOn={() => onChange({ ...meta, is_validation: true })}
        />
      )}
      {rules.length > 0 && (
        <ol className="sbe-rules" aria-label={t('rules.region')}>
          {rules.map((rule, i) => (
            <ValidationRuleRow
              // Rules carry no id; their place in the list identifies them (rows keep no state).
              key={i}
              option={option}
              rule={rule}
              n={i + 1}
              onChange={(r) =>
                setRules(rules.map((old, j) => (j === i ? r : old)))
              }
              onDelete={() => handleDelete(i)}
            />
          ))}
        </ol>
      )}
      <div>
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={rules.length >= MAX_VALIDATION_RULES}
          onClick={() => setRules([...rules, newValidationRule(option)])}
        >
          {t('rules.addRule')}
        </Button>
      </div>
    </section>
  );
}
