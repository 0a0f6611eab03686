import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { SIZE_FIELDS } from 'shared/options';

/** One validation rule of an option. */
export type ValidationRule = NonNullable<
  OptionDraft['advance_option_meta_data']
>['validations_rules'][number];

/** A rule has at most 10 of these (the contract's limit). */
export const MAX_VALIDATION_RULES = 10;

/** Words for the rule types (1 shows a message, 2 restricts the number). */
export const RULE_TYPE_LABELS: Record<1 | 2, string> = {
  1: 'Show an error message',
  2: 'Restrict the number',
};

/** Words for the conditions. */
export const CONDITION_LABELS: Record<1 | 2 | 3, string> = {
  1: 'less than',
  2: 'equal to',
  3: 'greater than',
};

const SIZE_LABELS: Record<string, string> = {
  current_size: 'Current size',
  desired_size: 'Desired size',
};

/** What a rule of `option` may compare: nba sizes, insurance value, warranty date or numbers. */
export function compareFieldChoices(
  option: OptionDraft,
): { value: string; label: string }[] {
  if (option.tag === 'nba') {
    return Object.entries(SIZE_FIELDS).map(([value, field]) => ({
      value,
      label: SIZE_LABELS[field] ?? field,
    }));
  }
  if (option.tag === 'insurance') {
    return [{ value: 'retail_value', label: 'Retail value' }];
  }
  const numeric = (option.meta_data?.fields ?? [])
    .filter((f) => f.type === 'number')
    .map((f) => ({ value: f.label, label: f.label }));
  const dateLabel = option.meta_data?.warranty_date_label || 'Purchase date';
  return [{ value: 'purchase_date', label: dateLabel }, ...numeric];
}

/** A select's text back to the rule's compare_field (nba sizes are numbers). */
export const compareFieldOf = (
  option: OptionDraft,
  value: string,
): ValidationRule['compare_field'] =>
  value === '' ? null : option.tag === 'nba' ? (Number(value) as 1 | 2) : value;

/** How a formula may read the answer, per kind. */
export function formulaHint(option: OptionDraft): string {
  if (option.tag === 'nba')
    return 'Numbers, + - * / and at most one of {current_size} or {desired_size}, e.g. {current_size} + 2.';
  if (option.tag === 'warranty')
    return 'Numbers, + - * / and at most one field such as {today}, e.g. {today} - 730 (days).';
  return 'Numbers and + - * /, e.g. 5000.';
}

/** A new rule of `option`: type 1, its first compare field, the rest to fill in. */
export const newValidationRule = (option: OptionDraft): ValidationRule => ({
  tag: option.tag,
  validation_rule: 1,
  compare_field: compareFieldOf(
    option,
    compareFieldChoices(option)[0]?.value ?? '',
  ),
  variable_field: '',
  condition: null,
  validation_message: '',
});
