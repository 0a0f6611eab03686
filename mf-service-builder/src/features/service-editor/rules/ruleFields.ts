import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { SIZE_FIELDS } from 'shared/options';
import type { Translate } from '../../../i18n/t';

/** One validation rule of an option. */
export type ValidationRule = NonNullable<
  OptionDraft['advance_option_meta_data']
>['validations_rules'][number];

/** A rule has at most 10 of these (the contract's limit). */
export const MAX_VALIDATION_RULES = 10;

/** The rule types (1 shows a message, 2 restricts the number); words at `rules.ruleType.<n>`. */
export const RULE_TYPES = [1, 2] as const;

/** The conditions; words at `rules.condition.<n>`. */
export const CONDITIONS = [1, 2, 3] as const;

const SIZE_LABELS: Record<string, string> = {
  current_size: 'rules.currentSize',
  desired_size: 'rules.desiredSize',
};

/** Keys answered as they are: the values of a new rule need no words. */
const asIs: Translate = (key) => key;

/** What a rule of `option` may compare: nba sizes, insurance value, warranty date or numbers. */
export function compareFieldChoices(
  option: OptionDraft,
  t: Translate,
): { value: string; label: string }[] {
  if (option.tag === 'nba') {
    return Object.entries(SIZE_FIELDS).map(([value, field]) => {
      const key = SIZE_LABELS[field];
      return { value, label: key ? t(key) : field };
    });
  }
  if (option.tag === 'insurance') {
    return [{ value: 'retail_value', label: t('rules.retailValue') }];
  }
  const numeric = (option.meta_data?.fields ?? [])
    .filter((f) => f.type === 'number')
    .map((f) => ({ value: f.label, label: f.label }));
  const dateLabel =
    option.meta_data?.warranty_date_label || t('rules.purchaseDate');
  return [{ value: 'purchase_date', label: dateLabel }, ...numeric];
}

/** A select's text back to the rule's compare_field (nba sizes are numbers). */
export const compareFieldOf = (
  option: OptionDraft,
  value: string,
): ValidationRule['compare_field'] =>
  value === '' ? null : option.tag === 'nba' ? (Number(value) as 1 | 2) : value;

/** How a formula may read the answer, per kind (a catalogue key). */
export function formulaHintKey(option: OptionDraft): string {
  if (option.tag === 'nba') return 'rules.hintSize';
  if (option.tag === 'warranty') return 'rules.hintWarranty';
  return 'rules.hintNumber';
}

/** A new rule of `option`: type 1, its first compare field, the rest to fill in. */
export const newValidationRule = (option: OptionDraft): ValidationRule => ({
  tag: option.tag,
  validation_rule: 1,
  compare_field: compareFieldOf(
    option,
    compareFieldChoices(option, asIs)[0]?.value ?? '',
  ),
  variable_field: '',
  condition: null,
  validation_message: '',
});
