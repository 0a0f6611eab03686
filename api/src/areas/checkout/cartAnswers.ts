import {
  OPTION_MESSAGES,
  isAnswered,
  visibleOptions,
  type Answers as LogicAnswers,
  type Logic,
  type OptionAnswer,
  type ServiceOption,
} from 'shared/options';
import { toCents } from '../../platform/money';
import { asNumber, isEmpty, isRecord, type Checked } from './answerValues';
import { checkFields, isFlatObject } from './fieldsAnswers';
import { checkOther, isOtherChoice, isOtherShape } from './otherChoice';

// Checks the answers of an add-to-cart against a service's options and prices the line. Pure.
// Answers are keyed by option id. Choice kinds take value ids: d, sst, ssi, cb and md one id,
// rb (multiselect) an array of ids. An option with `other_option` also takes
// `{ value: 'other', other: '<text>' }` where a value id goes (for rb: as one item of the array);
// the text is required and at most 255 characters. Logic and validation rules are shared/options',
// the code the storefront runs, so no client skips them: an option hidden by logic is not required
// and an answer to it is dropped unchecked (neither stored nor priced); an nba, insurance or
// warranty answer is clamped by its type 2 rules, as the storefront's input is, then fails with the
// messages of the type 1 rules it breaks. A field a rule reads must be a number (or YYYY-MM-DD).

export interface CartOption {
  id: number;
  tag: string;
  sequence?: number;
  is_required: boolean;
  is_option_cost: boolean;
  other_option?: boolean;
  values: { id: number; name: string; cost: string }[];
  logics: unknown[];
  meta_data?: ServiceOption['meta_data'];
  advance_option_meta_data?: ServiceOption['advance_option_meta_data'];
}

export type Answers = Record<string, unknown>;

export interface PricedAnswers {
  answers: Answers;
  /** Service price plus the option costs, in cents. */
  unitCents: number;
  errors: Record<string, string>;
}

const SINGLE_CHOICE = new Set(['d', 'sst', 'ssi', 'cb', 'md']);
const TEXT_LIMITS: Record<string, number> = { st: 1000, lt: 5000, i: 2048 };
const asId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()))
    return Number(value.trim());
  return null;
};

function checkAnswer(option: CartOption, raw: unknown): Checked {
  const costOf = (id: number) => {
    const choice = option.values.find((v) => v.id === id);
    if (!choice) return null;
    return option.is_option_cost ? toCents(choice.cost) || 0 : 0;
  };
  if (SINGLE_CHOICE.has(option.tag) && isOtherShape(raw)) {
    const other = checkOther(option, raw);
    return other.error
      ? { error: other.error }
      : { value: other.value, cents: 0 };
  }
  if (SINGLE_CHOICE.has(option.tag) && option.values.length > 0) {
    const id = asId(raw);
    const cents = id === null ? null : costOf(id);
    if (id === null || cents === null)
      return { error: 'Select a valid choice.' };
    return { value: id, cents };
  }
  if (option.tag === 'rb') {
    const items = Array.isArray(raw) ? raw : [raw];
    const others = items.filter(isOtherShape);
    if (others.length > 1) return { error: 'Select valid choices.' };
    const other = others[0] ? checkOther(option, others[0]) : null;
    if (other?.error) return { error: other.error };
    const ids = items.filter((item) => !isOtherShape(item)).map(asId);
    const costs = ids.map((id) => (id === null ? null : costOf(id)));
    if (costs.some((c) => c === null) || new Set(ids).size !== ids.length)
      return { error: 'Select valid choices.' };
    return {
      value: other?.value ? [...ids, other.value] : ids,
      cents: (costs as number[]).reduce((a, b) => a + b, 0),
    };
  }
  if (option.tag === 'n') {
    const n = asNumber(raw);
    if (n === null) return { error: 'A valid number is required.' };
    // A priced number option has one value: the cost per unit ("per prong").
    const unit = option.values[0];
    const cents =
      option.is_option_cost && unit
        ? Math.round(n * (toCents(unit.cost) || 0))
        : 0;
    return { value: n, cents };
  }
  const limit = TEXT_LIMITS[option.tag];
  if (limit !== undefined || SINGLE_CHOICE.has(option.tag)) {
    const text = typeof raw === 'number' ? String(raw) : raw;
    if (typeof text !== 'string') return { error: 'Not a valid string.' };
    if (text.length > (limit ?? 1000))
      return {
        error: `Ensure this field has no more than ${limit ?? 1000} characters.`,
      };
    return { value: text.trim(), cents: 0 };
  }
  // nba, insurance, warranty: a flat object of fields (current_size, retail_value, …).
  if (!isFlatObject(raw)) return { error: 'Invalid data. Expected an object.' };
  return checkFields(option, raw);
}

/** The option as shared/options reads it (logics without a list of rules are left out). */
const ruleOptionOf = (option: CartOption) => ({
  ...option,
  sequence: option.sequence ?? 0,
  logics: (Array.isArray(option.logics) ? option.logics : []).filter(
    (l): l is Logic => isRecord(l) && Array.isArray(l.rules),
  ),
});

/** A clean answer as option logic reads it: choice names, the 'other' text, numbers, text. */
function logicAnswerOf(option: CartOption, value: unknown): OptionAnswer {
  const nameOf = (item: unknown) =>
    isOtherChoice(item)
      ? item.other
      : (option.values.find((v) => v.id === item)?.name ?? '');
  if (Array.isArray(value)) return value.map(nameOf);
  if (isOtherChoice(value)) return value.other;
  if (SINGLE_CHOICE.has(option.tag) && typeof value === 'number')
    return nameOf(value);
  return value as OptionAnswer;
}

/** Validates `answers` for the options of one service and prices one unit of the line. */
export function priceAnswers(
  servicePrice: string,
  options: CartOption[],
  answers: Answers,
): PricedAnswers {
  const errors: Record<string, string> = {};
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const checked = new Map<number, Checked>();
  const logicAnswers: LogicAnswers = {};
  for (const [key, raw] of Object.entries(answers)) {
    const option = byId.get(key);
    if (!option) {
      errors[`answers.${key}`] = 'Unknown option.';
      continue;
    }
    if (isEmpty(raw)) continue;
    const result = checkAnswer(option, raw);
    checked.set(option.id, result);
    if (!result.error)
      logicAnswers[option.id] = logicAnswerOf(option, result.value);
  }
  const clean: Answers = {};
  let unitCents = toCents(servicePrice);
  const ruleOptions = options.map(ruleOptionOf);
  // Only the visible options count: a hidden one's answer, valid or not, is dropped.
  for (const option of visibleOptions(ruleOptions, logicAnswers)) {
    const key = `answers.${option.id}`;
    const result = checked.get(option.id);
    if (result?.error) {
      errors[key] = result.error;
      continue;
    }
    if (!result || !isAnswered(logicAnswers[option.id])) {
      if (option.is_required) errors[key] = OPTION_MESSAGES.required;
      continue;
    }
    clean[String(option.id)] = result.value;
    unitCents += result.cents ?? 0;
  }
  return { answers: clean, unitCents, errors };
}
