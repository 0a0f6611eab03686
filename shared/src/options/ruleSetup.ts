import { formulaPlaceholders, isValidFormula } from './formula';
import { OPTION_MESSAGES } from './messages';
import type { ValidationRule } from './types';
import { SIZE_FIELDS, type RuleOption } from './validationRules';

function placeholdersAllowed(tag: string, option?: RuleOption): string[] {
  if (tag === 'nba') return Object.values(SIZE_FIELDS);
  if (tag === 'warranty') {
    const numeric = (option?.meta_data?.fields ?? [])
      .filter((f) => f.type === 'number')
      .map((f) => f.label);
    return ['today', ...numeric];
  }
  return [];
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '';

/** The builder's messages per field of a validation rule being set up; empty when it may be saved. */
export function validateRuleSetup(
  rule: Partial<ValidationRule>,
  option?: RuleOption,
): Partial<Record<keyof ValidationRule, string>> {
  const errors: Partial<Record<keyof ValidationRule, string>> = {};
  const required: (keyof ValidationRule)[] = [
    'tag',
    'validation_rule',
    'compare_field',
    'variable_field',
    'condition',
  ];
  if (Number(rule.validation_rule) !== 2) required.push('validation_message');
  for (const key of required) {
    if (isBlank(rule[key])) errors[key] = OPTION_MESSAGES.required;
  }
  const formula = rule.variable_field ?? '';
  if (errors.variable_field) return errors;
  const tag = String(rule.tag ?? option?.tag ?? '');
  const compare = Number(rule.compare_field);
  if ((formula.match(/\{/g) ?? []).length > 1) {
    errors.variable_field = OPTION_MESSAGES.multipleFormula;
  } else if (
    tag === 'nba' &&
    compare === 1 &&
    formula.includes('{current_size}')
  ) {
    errors.variable_field = OPTION_MESSAGES.currentSizeFormula;
  } else if (
    tag === 'nba' &&
    compare === 2 &&
    formula.includes('{desired_size}')
  ) {
    errors.variable_field = OPTION_MESSAGES.desiredSizeFormula;
  } else if (
    !isValidFormula(formula) ||
    formulaPlaceholders(formula).some(
      (p) => !placeholdersAllowed(tag, option).includes(p),
    )
  ) {
    errors.variable_field = OPTION_MESSAGES.invalidFormula;
  }
  return errors;
}
