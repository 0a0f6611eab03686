import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  deleteLogicRule,
  LOGIC_EXPRESSION_CHARACTERS,
  operatorsFor,
  validateServiceDraft,
} from 'shared/options';

/** One option's logic and one of its rules. */
export type Logic = OptionDraft['logics'][number];
export type LogicRule = Logic['rules'][number];

/** Rules are numbered 1-9 (the contract's limit). */
export const MAX_RULES = 9;

/** The panel's own words (the spec's messages come from shared/options). */
const emptyRule = (id: number, n: number): LogicRule => ({
  id,
  compare_option_field: null,
  operator_type: 'is',
  compare_to: '',
  logic_sequence_number: n,
});

/** A new logic for `option`: show it when all of one (empty) rule holds, expression off. */
export const newLogic = (
  option: OptionDraft,
  logicId: number,
  ruleId: number,
): Logic => ({
  id: logicId,
  apply_to_option_id: option.id,
  action: 'show',
  conditional_join: 'all',
  is_logic_enable: false,
  logic_rule: '',
  rules: [emptyRule(ruleId, 1)],
});

/** With fewer than 2 rules the expression is cleared and logic disabled. */
const withRuleCount = (logic: Logic): Logic =>
  logic.rules.length < 2
    ? { ...logic, is_logic_enable: false, logic_rule: '' }
    : logic;

/** Appends rule n+1; with logic on, the expression gains ' OR n+1'. */
export function addRule(logic: Logic, id: number): Logic {
  const n = logic.rules.length + 1;
  return {
    ...logic,
    rules: [...logic.rules, emptyRule(id, n)],
    logic_rule: logic.is_logic_enable
      ? `${logic.logic_rule} OR ${n}`
      : logic.logic_rule,
  };
}

/**
 * Removes a rule: the rest renumbered 1..n and the expression rewritten to match; null when it was
 * the last (the logic goes). shared/options' deleteLogicRule, the api's own for the same delete.
 */
export const deleteRule = (logic: Logic, ruleId: number): Logic | null =>
  deleteLogicRule(logic, ruleId);

/** Replaces one rule. */
export const updateRule = (logic: Logic, rule: LogicRule): Logic => ({
  ...logic,
  rules: logic.rules.map((r) => (r.id === rule.id ? rule : r)),
});

/** Points a rule at another option: the operator and value start over. */
export function compareWith(
  rule: LogicRule,
  compared: OptionDraft | undefined,
): LogicRule {
  return {
    ...rule,
    compare_option_field: compared ? compared.id : null,
    operator_type: compared ? (operatorsFor(compared)[0] ?? 'is') : 'is',
    compare_to: '',
  };
}

/** Turns expression mode on or off (only with 2 rules or more). */
export const setLogicEnabled = (logic: Logic, on: boolean): Logic =>
  withRuleCount({ ...logic, is_logic_enable: on });

/**
 * Whether the expression field may hold `text` while it is typed: LOGIC_EXPRESSION_CHARACTERS once
 * a half-typed AND or OR at the end of a word ('A', 'AN', 'O') is read as the whole word.
 */
export function isTypeable(text: string): boolean {
  const completed = text.replace(/[A-Z]+/g, (word) =>
    word.replace(/(?:AN|A)$/, 'AND').replace(/O$/, 'OR'),
  );
  return LOGIC_EXPRESSION_CHARACTERS.test(completed);
}

/** The messages a logic earns, from the one document check (validateServiceDraft). */
export interface LogicErrors {
  /** by rule index, then rule field */
  rules: Partial<Record<keyof LogicRule, string>>[];
  expression: string | null;
  general: string | null;
  count: number;
}

export function logicErrors(
  option: OptionDraft,
  options: OptionDraft[],
  logic: Logic,
): LogicErrors {
  const self = { ...option, logics: [logic] };
  const others = options.filter((o) => o.id !== option.id);
  const found = validateServiceDraft(
    { name: 'logic', price: '0', options: [self, ...others] },
    { urlIntegration: true },
  );
  const result: LogicErrors = {
    rules: logic.rules.map(() => ({})),
    expression: null,
    general: null,
    count: 0,
  };
  const base = 'options.0.logics.0';
  for (const [path, message] of Object.entries(found)) {
    if (path !== base && !path.startsWith(`${base}.`)) continue;
    result.count += 1;
    const rule = /^\.rules\.(\d+)\.(\w+)$/.exec(path.slice(base.length));
    if (rule) {
      const fields = result.rules[Number(rule[1])];
      if (fields) fields[rule[2] as keyof LogicRule] = message;
    } else if (path === base) result.general = message;
    else result.expression = message;
  }
  return result;
}
