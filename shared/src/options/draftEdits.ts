import { validateLogicExpression } from './expression';
import type { Logic, ServiceOption } from './types';

// Removals in a service document that the builder makes as the user
// deletes and the api makes for its delete calls, so both leave the same document:
// - deleting a rule renumbers the rest 1..n and rewrites the expression to match; fewer than 2
//   rules clear the expression and switch logic off; deleting the last rule removes the logic;
// - deleting an option deletes the rules of other options that compare it;
// - deleting a choice deletes the rules that name it ('is', '!=').

type Option = Pick<ServiceOption, 'id' | 'values'> & {
  logics?: Logic[] | null;
};

const TOKEN = /\s*(\d+|AND|OR|\(|\))\s*/g;

/** The expression without rule `n`, later numbers moved down by one; null when it cannot be kept. */
export function expressionWithout(expr: string, n: number): string | null {
  const tokens = [...expr.matchAll(TOKEN)].map((m) => m[1] as string);
  const at = tokens.indexOf(String(n));
  if (at < 0) return null;
  const isOperator = (t: string | undefined) => t === 'AND' || t === 'OR';
  // drop the number with the operator before it, else the one after it
  if (isOperator(tokens[at - 1])) tokens.splice(at - 1, 2);
  else if (isOperator(tokens[at + 1])) tokens.splice(at, 2);
  else tokens.splice(at, 1);
  let text = tokens
    .map((t) => (/^\d+$/.test(t) && Number(t) > n ? String(Number(t) - 1) : t))
    .join(' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
  // a group left with one number loses its parentheses: "(1) OR 2" → "1 OR 2"
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/\((\d+)\)/g, '$1').replace(/\(\)/g, '');
  }
  return text.trim();
}

/** Deletes rule `ruleId`; null when it was the last rule (the logic goes with it). */
export function deleteLogicRule<L extends Logic>(
  logic: L,
  ruleId: number,
): L | null {
  const gone = logic.rules.find((r) => r.id === ruleId);
  if (!gone) return logic;
  const rules = logic.rules
    .filter((r) => r.id !== ruleId)
    .map((r, i) => ({ ...r, logic_sequence_number: i + 1 }));
  if (rules.length === 0) return null;
  if (rules.length < 2)
    return { ...logic, rules, is_logic_enable: false, logic_rule: '' };
  if (!logic.is_logic_enable) return { ...logic, rules };
  const rewritten = expressionWithout(
    logic.logic_rule,
    gone.logic_sequence_number,
  );
  const valid =
    rewritten !== null &&
    validateLogicExpression(rewritten, rules.length) === null;
  return {
    ...logic,
    rules,
    logic_rule: valid
      ? rewritten
      : rules.map((r) => r.logic_sequence_number).join(' OR '),
  };
}

/** The option's logics without the rules `drop` picks (renumbered as a deletion does). */
function withoutRules<O extends Option>(
  option: O,
  drop: (rule: Logic['rules'][number]) => boolean,
): O {
  const logics = option.logics ?? [];
  if (!logics.some((l) => l.rules.some(drop))) return option;
  const kept = logics.flatMap((logic) => {
    let next: Logic | null = logic;
    for (const rule of logic.rules.filter(drop))
      next = next && deleteLogicRule(next, rule.id);
    return next ? [next] : [];
  });
  return { ...option, logics: kept };
}

/** The options without option `optionId` and without the rules that compare it. */
export function deleteOption<O extends Option>(
  options: readonly O[],
  optionId: number,
): O[] {
  return options
    .filter((o) => o.id !== optionId)
    .map((o) => withoutRules(o, (r) => r.compare_option_field === optionId));
}

/** The options with choice `valueId` of option `optionId` deleted, and the rules naming it. */
export function deleteOptionValue<O extends Option>(
  options: readonly O[],
  optionId: number,
  valueId: number,
): O[] {
  const owner = options.find((o) => o.id === optionId);
  const value = owner?.values.find((v) => v.id === valueId);
  if (!owner || !value) return [...options];
  const name = value.name.trim().toLowerCase();
  return options.map((o) =>
    withoutRules(
      o.id === optionId
        ? { ...o, values: o.values.filter((v) => v.id !== valueId) }
        : o,
      (r) =>
        r.compare_option_field === optionId &&
        r.operator_type !== 'contains' &&
        String(r.compare_to).trim().toLowerCase() === name,
    ),
  );
}
