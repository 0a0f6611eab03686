import { evaluateFormula } from './formula';
import { toNumber } from './rules';
import type {
  FieldsAnswer,
  OptionAnswer,
  ServiceOption,
  ValidationRule,
} from './types';

/** Option kinds that may carry validation rules. */
export const VALIDATED_TAGS = ['nba', 'insurance', 'warranty'];
/** nba compare fields: 1 current size, 2 desired size. */
export const SIZE_FIELDS: Record<number, string> = {
  1: 'current_size',
  2: 'desired_size',
};

/** The parts of an option its validation rules read. */
export type RuleOption = Pick<
  ServiceOption,
  'tag' | 'advance_option_meta_data'
> &
  Partial<Pick<ServiceOption, 'meta_data'>>;
/** `today` fixes the day `{today}` means (warranty dates); defaults to now. */
export interface RuleContext {
  today?: Date;
}

const DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayOf = (date: Date) =>
  Math.floor(
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY,
  );
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** The answer field a rule compares. */
export const fieldOf = (rule: Pick<ValidationRule, 'tag' | 'compare_field'>) =>
  rule.tag === 'nba'
    ? SIZE_FIELDS[Number(rule.compare_field)]
    : rule.compare_field === null
      ? undefined
      : String(rule.compare_field);

/** A field's value as a number; YYYY-MM-DD dates count whole days. */
function numberOf(value: unknown): number {
  if (typeof value === 'string') {
    const m = ISO_DATE.exec(value.trim());
    if (m) return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) / DAY;
  }
  return toNumber(value);
}

const fieldsOf = (answer: OptionAnswer): FieldsAnswer =>
  answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};

function applicable(option: RuleOption): ValidationRule[] {
  const meta = option.advance_option_meta_data;
  if (!VALIDATED_TAGS.includes(option.tag) || !meta?.is_validation) return [];
  return meta.validations_rules ?? [];
}

/** The compared value and the formula's bound, or undefined while either cannot be computed. */
function boundsOf(rule: ValidationRule, fields: FieldsAnswer, today: Date) {
  const field = fieldOf(rule);
  if (!field) return undefined;
  const vars: Record<string, number> = {};
  for (const [key, raw] of Object.entries(fields)) {
    const n = numberOf(raw);
    if (!Number.isNaN(n)) vars[key] = n;
  }
  vars.today = dayOf(today); // an answer field named `today` must not move the day
  const value = numberOf(fields[field]);
  const bound = evaluateFormula(rule.variable_field ?? '', vars);
  if (Number.isNaN(value) || Number.isNaN(bound)) return undefined;
  return { field, value, bound };
}

const holds = (condition: ValidationRule['condition'], v: number, b: number) =>
  condition === 1
    ? v < b
    : condition === 2
      ? v === b
      : condition === 3
        ? v > b
        : true;

/** Messages of the type 1 rules the answer violates (type 2 rules restrict input instead). */
export function evaluateValidationRules(
  option: RuleOption,
  answer: OptionAnswer,
  { today = new Date() }: RuleContext = {},
): string[] {
  const fields = fieldsOf(answer);
  const messages = applicable(option)
    .filter((rule) => Number(rule.validation_rule) === 1)
    .filter((rule) => {
      const b = boundsOf({ ...rule, tag: option.tag }, fields, today);
      return b !== undefined && !holds(rule.condition, b.value, b.bound);
    })
    .map((rule) => rule.validation_message);
  return [...new Set(messages)];
}

/** The answer with type 2 violations clamped to the bound (at most / at least / exactly it). */
export function restrictAnswer(
  option: RuleOption,
  answer: OptionAnswer,
  { today = new Date() }: RuleContext = {},
): FieldsAnswer {
  let fields = { ...fieldsOf(answer) };
  for (const rule of applicable(option)) {
    if (Number(rule.validation_rule) !== 2) continue;
    const b = boundsOf({ ...rule, tag: option.tag }, fields, today);
    if (!b || holds(rule.condition, b.value, b.bound)) continue;
    if (b.value === b.bound) continue; // the bound itself is allowed input
    const isDate =
      typeof fields[b.field] === 'string' &&
      ISO_DATE.test(String(fields[b.field]).trim());
    fields = { ...fields, [b.field]: isDate ? isoOf(b.bound) : b.bound };
  }
  return fields;
}
