import {
  NUMERIC_CONDITION_ON,
  type CommissionCondition,
  type CommissionRule,
} from 'shared/contracts/storeVendors';

// The store's commission rules, evaluated (ADR 0017): pure functions over what a work order is
// when it is sent. No I/O; commissionWorkOrders.ts reads the facts and keeps the answer.
//
// - `order_total` is the sales order's total (what the customer pays for the whole order);
//   `line_count` the number of the work order's lines; `service_name` and `category` read the
//   work order's lines: `=` and `contains` hold when some line matches, `!=` when none is equal.
//   Text compares without case and surrounding spaces; numbers to the cent.
// - A condition with `is_inner_group` joins the condition before it inside one bracketed group with
//   `conditional_join_inner`; any other condition starts a group that joins the group before with
//   `conditional_join`. At both levels `and` binds before `or` (a or b and c = a or (b and c)).
// - A rule without conditions applies to every work order. The first rule whose conditions hold
//   applies; none: no commission.

/** One line of the work order, as the rules read it. */
export interface CommissionLine {
  serviceName: string;
  /** the name of the service's category; null when it has none */
  category: string | null;
}

/** What the rules read of a work order. */
export interface CommissionFacts {
  /** the sales order's total, in cents */
  orderTotalCents: number;
  lines: readonly CommissionLine[];
}

/** The commission a rule gives a work order. */
export interface CommissionResult {
  /** the rule's place in the list (0 is the first) */
  ruleIndex: number;
  ruleName: string;
  /** the rule's rate in percent as the rule says it ('12.5') */
  rate: string;
  /** what it is a percentage of, in cents */
  baseCents: number;
  amountCents: number;
}

type Join = CommissionCondition['conditional_join'];
interface Term {
  join: Join;
  value: boolean;
}

const NUMBER = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A decimal in hundredths ('12.5' → 1250, '-3' → -300); null when it is not one. */
export function hundredthsOf(text: string): number | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const value =
    Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('en-US');

function compareNumbers(
  operator: CommissionCondition['operator_type'],
  value: number,
  target: number,
): boolean {
  switch (operator) {
    case '=':
      return value === target;
    case '!=':
      return value !== target;
    case '>':
      return value > target;
    case '<':
      return value < target;
    case '>=':
      return value >= target;
    case '<=':
      return value <= target;
    default:
      // contains compares text only (the api refuses it on numbers when the rules are saved)
      return false;
  }
}

function compareTexts(
  operator: CommissionCondition['operator_type'],
  values: readonly string[],
  target: string,
): boolean {
  switch (operator) {
    case '=':
      return values.includes(target);
    case '!=':
      return !values.includes(target);
    case 'contains':
      return values.some((value) => value.includes(target));
    default:
      // the order operators compare numbers only
      return false;
  }
}

/** Whether one condition holds for the work order. */
export function conditionHolds(
  condition: CommissionCondition,
  facts: CommissionFacts,
): boolean {
  const on = condition.condition_on;
  if (NUMERIC_CONDITION_ON.includes(on)) {
    const target = hundredthsOf(condition.compare_to);
    if (target === null) return false;
    const value =
      on === 'order_total' ? facts.orderTotalCents : facts.lines.length * 100;
    return compareNumbers(condition.operator_type, value, target);
  }
  const values = facts.lines.map((line) =>
    fold(on === 'service_name' ? line.serviceName : (line.category ?? '')),
  );
  return compareTexts(
    condition.operator_type,
    values,
    fold(condition.compare_to),
  );
}

/** Terms joined left to right with `and` before `or` (the first term's join is not read). */
export function joinTerms(terms: readonly Term[]): boolean {
  let anyRun = false;
  let run = true;
  terms.forEach((term, i) => {
    if (i > 0 && term.join === 'or') {
      anyRun = anyRun || run;
      run = term.value;
    } else run = run && term.value;
  });
  return anyRun || run;
}

/** Whether a rule's conditions hold: none always holds; inner groups are bracketed. */
export function conditionsHold(
  conditions: readonly CommissionCondition[],
  facts: CommissionFacts,
): boolean {
  const groups: { join: Join; terms: Term[] }[] = [];
  conditions.forEach((condition, i) => {
    const value = conditionHolds(condition, facts);
    const group = groups[groups.length - 1];
    if (i > 0 && condition.is_inner_group && group)
      group.terms.push({ join: condition.conditional_join_inner, value });
    else
      groups.push({
        join: condition.conditional_join,
        terms: [{ join: 'and', value }],
      });
  });
  return joinTerms(
    groups.map((group) => ({
      join: group.join,
      value: joinTerms(group.terms),
    })),
  );
}

/** `rate` percent of `cents`, rounded half up to the cent; null when the rate is not 0 to 100. */
export function percentOf(cents: number, rate: string): number | null {
  const hundredths = hundredthsOf(rate);
  if (hundredths === null || hundredths < 0 || hundredths > 10000) return null;
  // In BigInt: cents × hundredths of a percent reaches beyond 2^53 for large amounts.
  const scaled = BigInt(Math.round(cents)) * BigInt(hundredths);
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  return Number(((abs * 2n + 10000n) / 20000n) * sign);
}

/** The commission of the first rule whose conditions hold, on `baseCents`; null when none does. */
export function commissionOf(
  rules: readonly CommissionRule[],
  facts: CommissionFacts,
  baseCents: number,
): CommissionResult | null {
  for (const [ruleIndex, rule] of rules.entries()) {
    const amountCents = percentOf(baseCents, rule.rate);
    // a rate the api would refuse today (rules saved before a check) never applies
    if (amountCents === null) continue;
    if (conditionsHold(rule.conditions, facts))
      return {
        ruleIndex,
        ruleName: rule.name,
        rate: rule.rate.trim(),
        baseCents,
        amountCents,
      };
  }
  return null;
}
