import { useId } from 'react';
import { DRAFT_MESSAGES } from 'shared/options';
import { Switch } from 'shared/ui/antd';
import { EditorField } from '../rules/EditorField';
import { isTypeable, setLogicEnabled, type Logic } from './logicModel';

/** Props of ExpressionField. */
export interface ExpressionFieldProps {
  logic: Logic;
  /** validateLogicExpression's message for the current text, via the document check */
  error: string | null;
  onChange: (logic: Logic) => void;
}

const HINT = 'Rule numbers with AND, OR and parentheses, e.g. (1 AND 2) OR 3.';

/** The "Add logic" switch (needs 2 rules) and the expression over rule numbers it turns on. */
export function ExpressionField({
  logic,
  error,
  onChange,
}: ExpressionFieldProps) {
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
        <label htmlFor={switchId}>Add logic</label>
      </div>
      {tooFew && (
        <p id={whyId} className="sbe-note">
          {DRAFT_MESSAGES.tooFewRules}
        </p>
      )}
      {logic.is_logic_enable && (
        <EditorField label="Logic" error={error} hint={HINT}>
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
