import {
  SIZE_FIELDS,
  VALIDATED_TAGS,
  evaluateValidationRules,
  restrictAnswer,
  type FieldsAnswer,
  type ValidationRule,
} from 'shared/options';
import { asNumber, isEmpty, isRecord, type Checked } from './answerValues';
import type { CartOption } from './cartAnswers';

// The answers that are a flat object of fields (nba, insurance, warranty: current_size,
// retail_value, …), checked with shared/options' validation rules, the code the storefront runs.

export const isFlatObject = (value: unknown): value is FieldsAnswer =>
  isRecord(value) &&
  Object.keys(value).length <= 20 &&
  Object.values(value).every(
    (v) =>
      v === null ||
      typeof v === 'number' ||
      typeof v === 'boolean' ||
      (typeof v === 'string' && v.length <= 1000),
  );

const DATE_FORMAT =
  'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
const isIsoDate = (raw: unknown): boolean => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const [y, m, d] = raw.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().startsWith(raw);
};

const fieldOf = (tag: string, rule: ValidationRule) =>
  tag === 'nba'
    ? SIZE_FIELDS[Number(rule.compare_field)]
    : String(rule.compare_field);

/** A fields answer clamped by the type 2 rules, or the type 1 rules' messages as its error. */
export function checkFields(option: CartOption, fields: FieldsAnswer): Checked {
  const meta = option.advance_option_meta_data;
  if (!VALIDATED_TAGS.includes(option.tag) || !meta?.is_validation)
    return { value: fields, cents: 0 };
  const dates = ['purchase_date'];
  for (const f of option.meta_data?.fields ?? [])
    if (f.type === 'date') dates.push(f.label);
  // A field a rule reads must be computable, or the rule would be skipped.
  for (const rule of meta.validations_rules ?? []) {
    const read = [...String(rule.variable_field ?? '').matchAll(/\{(\w+)\}/g)];
    for (const field of [fieldOf(option.tag, rule), ...read.map((m) => m[1])]) {
      const raw = field === undefined ? undefined : fields[field];
      if (field === undefined || isEmpty(raw)) continue;
      const isDate = dates.includes(field);
      if (isDate ? !isIsoDate(raw) : asNumber(raw) === null)
        return { error: isDate ? DATE_FORMAT : 'A valid number is required.' };
    }
  }
  const restricted = restrictAnswer(option, fields);
  const messages = evaluateValidationRules(option, restricted);
  if (messages.length) return { error: messages.join(' ') };
  return { value: restricted, cents: 0 };
}
