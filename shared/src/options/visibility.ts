import {
  evaluateLogicExpression,
  parseLogicExpression,
  validateLogicExpression,
} from './expression';
import { evaluateRule } from './rules';
import type { Answers, Logic, LogicRule, ServiceOption } from './types';

type LogicOption = Pick<ServiceOption, 'id' | 'sequence' | 'logics'>;

const bySequence = (a: LogicOption, b: LogicOption) =>
  a.sequence - b.sequence || a.id - b.id;

/** The logic deciding `option`'s visibility: its own, or one elsewhere that applies to it. */
export function logicFor(
  option: LogicOption,
  options: LogicOption[],
): Logic | undefined {
  const holders = [option, ...[...options].sort(bySequence)];
  for (const holder of holders) {
    const logic = (holder.logics ?? []).find(
      (l) => (l.apply_to_option_id ?? holder.id) === option.id,
    );
    if (logic && logic.rules.length > 0) return logic;
  }
  return undefined;
}

function conditionHolds(logic: Logic, isMet: (rule: LogicRule) => boolean) {
  const rules = [...logic.rules].sort(
    (a, b) => a.logic_sequence_number - b.logic_sequence_number,
  );
  const expression = logic.logic_rule ?? '';
  if (
    logic.is_logic_enable &&
    validateLogicExpression(expression, rules.length) === null
  ) {
    const parsed = parseLogicExpression(expression);
    if (parsed.ok) {
      return evaluateLogicExpression(parsed.node, (n) => {
        const rule = rules.find((r) => r.logic_sequence_number === n);
        return rule ? isMet(rule) : false;
      });
    }
  }
  const met = rules.map(isMet);
  if (logic.conditional_join === 'one') return met.some(Boolean);
  if (logic.conditional_join === 'none') return !met.some(Boolean);
  return met.every(Boolean);
}

/** Builds a memoised visibility check over one set of options and answers. */
export function visibilityOf(
  options: LogicOption[],
  answers: Answers,
): (option: LogicOption) => boolean {
  const known = new Map<number, boolean>();
  const pending = new Set<number>();
  const byId = new Map(options.map((o) => [o.id, o]));
  const visible = (option: LogicOption): boolean => {
    const cached = known.get(option.id);
    if (cached !== undefined) return cached;
    // A cycle of options hiding each other: the compared option counts as hidden.
    if (pending.has(option.id)) return false;
    pending.add(option.id);
    const logic = logicFor(option, options);
    let result = true;
    if (logic) {
      const holds = conditionHolds(logic, (rule) => {
        const compared =
          rule.compare_option_field === null
            ? undefined
            : byId.get(rule.compare_option_field);
        if (!compared || !visible(compared)) return false;
        return evaluateRule(rule, answers[compared.id]);
      });
      result = logic.action === 'hide' ? !holds : holds;
    }
    pending.delete(option.id);
    known.set(option.id, result);
    return result;
  };
  return visible;
}

/** Whether `option` shows, given every option's logic and the answers so far. */
export function isOptionVisible(
  option: LogicOption,
  options: LogicOption[],
  answers: Answers,
): boolean {
  return visibilityOf(options, answers)(option);
}

/** The options that show for these answers, in sequence order. */
export function visibleOptions<T extends LogicOption>(
  options: T[],
  answers: Answers,
): T[] {
  const visible = visibilityOf(options, answers);
  return [...options].sort(bySequence).filter((o) => visible(o));
}
