import { useId } from 'react';
import { localiseMessage } from 'shared/i18n';
import { DRAFT_MESSAGES } from 'shared/options';
import { Switch } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import { EditorField } from '../rules/EditorField';
import { isTypeable, setLogicEnabled, type Logic } from './logicModel';

/** Props of ExpressionField. */
export interface ExpressionFieldProps {
  logic: Logic;
  /** validateLogicExpression's message for the current text, via the document check */
  error: string | null;
  onChange: (logic: Logic) => void;
}

/** The "Add logic" switch (needs 2 rules) and the expression over rule numbers it turns on. */
export function ExpressionField({
  logic,
  error,
  onChange,
}: ExpressionFieldProps) {
  const t = useBuilderT();
  const switchId = useId();
  const whyId = `${switchId}-why`;
  const tooFew = logic.rules.length < 2;
  const handleText = (raw: string) => {
    const text = raw.toUpperCase();
    if (isTypeable(text)) onChange({ ...logic, logic_rule: text });
  };
  return (
    <>
      <div className="sbe-switch">
        <Switch
          id={switchId}
          checked={logic.is_logic_enable}
          // a saved logic switched on with one rule can still be switched off
          disabled={tooFew && !logic.is_logic_enable}
          aria-describedby={tooFew ? whyId : undefined}
          onChange={(on) => onChange(setLogicEnabled(logic, on))}
        />
        <label htmlFor={switchId}>{t('logic.addLogic')}</label>
      </div>
      {tooFew && (
        <p id={whyId} className="sbe-note">
          {localiseMessage(DRAFT_MESSAGES.tooFewRules)}
        </p>
      )}
      {logic.is_logic_enable && (
        <EditorField
          label={t('logic.expression')}
          error={error}
          hint={t('logic.expressionHint')}
        >
          {(control) => (
            <input
              {...control}
              className="sbe-input"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              value={logic.logic_rule}
              onChange={(e) => handleText(e.target.value)}
            />
          )}
        </EditorField>
      )}
    </>
  );
}
