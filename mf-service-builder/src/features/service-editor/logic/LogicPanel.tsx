import { useEffect, useId, useMemo } from 'react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { compareFieldOptions, duplicateChoiceError } from 'shared/options';
import { Alert, Button, PlusOutlined, useAppFeedback } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { MESSAGES } from 'shared/validation';
import { useBuilderT } from '../../../i18n/t';
import '../rules/editor.css';
import { ExpressionField } from './ExpressionField';
import { LogicEmpty } from './LogicEmpty';
import { LogicRuleRow } from './LogicRuleRow';
import { LogicSettings } from './LogicSettings';
import {
  MAX_RULES,
  addRule,
  deleteRule,
  logicErrors,
  newLogic,
  updateRule,
  type Logic,
} from './logicModel';

/** Props of LogicPanel. */
export interface LogicPanelProps {
  option: OptionDraft;
  options: OptionDraft[];
  onChange: (logics: OptionDraft['logics']) => void;
  /** false while the expression is invalid or a rule has an error (right panel) */
  onClosableChange: (closable: boolean) => void;
  /** a new negative id for a logic or rule */
  nextId: () => number;
}

/** Reports closability on mount, on each change, and when the panel shows another option. */
function useReportClosable(
  closable: boolean,
  optionId: number,
  report: (closable: boolean) => void,
) {
  useEffect(() => {
    report(closable);
  }, [closable, optionId, report]);
}

/** The add-logic panel for one option: show/hide it by numbered rules. */
export function LogicPanel({
  option,
  options,
  onChange,
  onClosableChange,
  nextId,
}: LogicPanelProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const bannerId = useId();
  const fullId = useId();
  const logic = option.logics[0];
  const comparable = useMemo(
    () => compareFieldOptions(options, option.id),
    [options, option.id],
  );
  const errors = useMemo(
    () => (logic ? logicErrors(option, options, logic) : null),
    [option, options, logic],
  );
  useReportClosable(!errors || errors.count === 0, option.id, onClosableChange);

  if (!logic || !errors) {
    return (
      <LogicEmpty
        onAdd={() => onChange([newLogic(option, nextId(), nextId())])}
      />
    );
  }
  const emit = (next: Logic | null) => onChange(next ? [next] : []);
  // Only choices can repeat: two number rules may well compare the same number (5 < n < 10 …).
  const duplicate = duplicateChoiceError(
    logic.rules.filter((r) =>
      comparable.some((o) => o.id === r.compare_option_field && o.tag !== 'n'),
    ),
  );
  const full = logic.rules.length >= MAX_RULES;
  const handleDelete = (ruleId: number) =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      okText: t('logic.delete'),
      okButtonProps: { danger: true },
      cancelText: t('logic.cancel'),
      onOk: () => emit(deleteRule(logic, ruleId)),
    });
  const reasons = [
    errors.general && localiseMessage(errors.general),
    ...errors.rules.flatMap((fields, i) =>
      Object.values(fields).map((m) =>
        t('logic.ruleProblem', { n: i + 1, message: localiseMessage(m) }),
      ),
    ),
    errors.expression &&
      t('logic.logicProblem', { message: localiseMessage(errors.expression) }),
  ].filter((m): m is string => Boolean(m));
  return (
    <section className="sbe-panel" aria-label={t('logic.region')}>
      {reasons.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('logic.cannotClose')}
          description={
            <ul id={bannerId} className="sbe-reasons">
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          }
        />
      )}
      <LogicSettings logic={logic} onChange={emit} />
      <ol className="sbe-rules" aria-label={t('logic.rules')}>
        {logic.rules.map((rule, i) => (
          <LogicRuleRow
            key={rule.id}
            rule={rule}
            comparable={comparable}
            errors={errors.rules[i] ?? {}}
            onChange={(r) => emit(updateRule(logic, r))}
            onDelete={() => handleDelete(rule.id)}
          />
        ))}
      </ol>
      <div>
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={Boolean(duplicate) || full}
          aria-describedby={duplicate ? bannerId : full ? fullId : undefined}
          onClick={() => emit(addRule(logic, nextId()))}
        >
          {t('logic.addAnother')}
        </Button>
        {full && (
          <p id={fullId} className="sbe-note">
            {t('logic.tooManyRules', { max: MAX_RULES })}
          </p>
        )}
      </div>
      <ExpressionField
        logic={logic}
        error={errors.expression}
        onChange={emit}
      />
    </section>
  );
}
