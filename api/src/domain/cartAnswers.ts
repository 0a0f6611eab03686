import { toCents } from './money';

// Checks the answers of an add-to-cart against a service's options and prices the line. Pure.
// Answers are keyed by option id. Choice kinds take value ids: d, sst, ssi, cb and md one id,
// rb (multiselect) an array of ids. Hidden-by-logic evaluation is not done here yet: an option is
// required only when it is_required and has no logics. An option with `other_option` also takes
// `{ value: 'other', other: '<text>' }` where a value id goes (for rb: as one item of the array);
// the text is required and at most 255 characters.

export interface CartOption {
  id: number;
  tag: string;
  is_required: boolean;
  is_option_cost: boolean;
  other_option?: boolean;
  values: { id: number; name: string; cost: string }[];
  logics: unknown[];
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
const MAX_NUMBER = 1_000_000;
/** Longest free text of an 'other' choice. */
export const MAX_OTHER_TEXT = 255;

/** The 'other' choice of an option with `other_option`: the customer's own text instead of a value. */
export interface OtherChoice {
  value: 'other';
  other: string;
}

/** Whether a stored answer (or one item of an rb answer) is an 'other' choice. */
export const isOtherChoice = (raw: unknown): raw is OtherChoice =>
  isOtherShape(raw) && typeof raw.other === 'string';

const isOtherShape = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' &&
  raw !== null &&
  !Array.isArray(raw) &&
  (raw as Record<string, unknown>).value === 'other';

/** An 'other' answer's clean value, or its error. */
function checkOther(
  option: CartOption,
  raw: Record<string, unknown>,
): { value?: OtherChoice; error?: string } {
  if (!option.other_option) return { error: 'Select a valid choice.' };
  const keys = Object.keys(raw);
  if (keys.some((k) => k !== 'value' && k !== 'other'))
    return { error: 'Select a valid choice.' };
  const text = typeof raw.other === 'string' ? raw.other.trim() : '';
  if (raw.other !== undefined && typeof raw.other !== 'string')
    return { error: 'Not a valid string.' };
  if (text === '') return { error: 'This field is required.' };
  if (text.length > MAX_OTHER_TEXT)
    return {
      error: `Ensure this field has no more than ${MAX_OTHER_TEXT} characters.`,
    };
  return { value: { value: 'other', other: text } };
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value as object).length === 0);

const asId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()))
    return Number(value.trim());
  return null;
};

const asNumber = (value: unknown): number | null => {
  const n =
    typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= MAX_NUMBER ? n : null;
};

const isFlatObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= 20 &&
  Object.values(value).every(
    (v) =>
      v === null ||
      typeof v === 'number' ||
      typeof v === 'boolean' ||
      (typeof v === 'string' && v.length <= 1000),
  );

interface Checked {
  value?: unknown;
  cents?: number;
  error?: string;
}

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
  return { value: raw, cents: 0 };
}

/** Validates `answers` for the options of one service and prices one unit of the line. */
export function priceAnswers(
  servicePrice: string,
  options: CartOption[],
  answers: Answers,
): PricedAnswers {
  const errors: Record<string, string> = {};
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const clean: Answers = {};
  let unitCents = toCents(servicePrice);
  for (const [key, raw] of Object.entries(answers)) {
    const option = byId.get(key);
    if (!option) {
      errors[`answers.${key}`] = 'Unknown option.';
      continue;
    }
    if (isEmpty(raw)) continue;
    const checked = checkAnswer(option, raw);
    if (checked.error) errors[`answers.${key}`] = checked.error;
    else {
      clean[key] = checked.value;
      unitCents += checked.cents ?? 0;
    }
  }
  for (const option of options) {
    const key = String(option.id);
    const hasLogic = Array.isArray(option.logics) && option.logics.length > 0;
    if (option.is_required && !hasLogic && isEmpty(answers[key]))
      errors[`answers.${key}`] ??= 'This field is required.';
  }
  return { answers: clean, unitCents, errors };
}
