/*
 * The service option model, as GET /stores/{store_id}/portal-services/{id} serves it.
 *
 * Logic (at most one per option, served as `logics: [logic]`):
 * - `apply_to_option_id` is the option whose visibility the logic decides (the option holding it;
 *   null means that option too). `action` 'show' shows it only when the condition holds, 'hide'
 *   hides it when the condition holds. An option without logic, or whose logic has no rules, is shown.
 * - Rules are numbered by `logic_sequence_number` (1-9). When `is_logic_enable` is on and
 *   `logic_rule` is a valid expression (e.g. `(1 AND 2) OR 3`, parentheses required between AND and
 *   OR), the expression decides; an invalid expression falls back to the match mode.
 * - Otherwise `conditional_join`: 'all' = every rule met, 'one' = at least one, 'none' = no rule met.
 * - A rule is met only when the compared option (`compare_option_field`, an option id) exists, is
 *   itself visible and is answered, and `operator_type` holds against `compare_to`. So a rule over a
 *   hidden option makes 'show' logic hide its option (chains hide together) and counts as not met
 *   for 'none'. Logic referring to itself in a cycle counts as a hidden compared option.
 * - Answers are keyed by option id. Choice kinds (d, sst, ssi, md, cb) answer a choice name, rb a
 *   list of names, n a number (or numeric text); text is compared case-insensitively, a list meets
 *   'is'/'contains' when one name does and '!=' when none equals. Number operators need numbers on
 *   both sides; non-numeric input never meets them.
 *
 * Validation rules (`advance_option_meta_data.validations_rules`, only on nba, insurance, warranty,
 * applied while `is_validation` is on). The answer of those kinds is a record of field values:
 * nba `{ current_size, desired_size }`, insurance `{ retail_value }`, warranty `{ purchase_date }`
 * (YYYY-MM-DD) or numeric external fields named by `meta_data.fields[].label`.
 * - `compare_field`: nba 1 = current_size, 2 = desired_size; otherwise the field label
 *   ('retail_value', 'purchase_date', an external field).
 * - `variable_field`: an arithmetic formula (numbers, + - * /, parentheses) with at most one
 *   `{field}` placeholder: `{current_size}` / `{desired_size}` for nba, `{today}` for warranty dates.
 *   Dates compare as whole days, so `{today} - 730` is the day two years ago.
 * - `condition` is what the value must satisfy against the formula: 1 less than, 2 equal, 3 greater.
 * - Type 1: a value violating the condition shows `validation_message` (an error under the field).
 * - Type 2: no message; the input is restricted: `restrictAnswer` clamps a violating value to the
 *   formula's bound (less than → at most the bound, greater than → at least, equal → the bound).
 * - A rule whose value or formula cannot be computed yet (field empty, not a number) is skipped.
 */

/** Option kinds. */
export type OptionTag =
  | 'st'
  | 'lt'
  | 'n'
  | 'nba'
  | 'd'
  | 'rb'
  | 'cb'
  | 'i'
  | 'insurance'
  | 'sst'
  | 'ssi'
  | 'warranty'
  | 'md';

/** Condition operators of a logic rule. */
export type OperatorType = 'is' | 'contains' | '>' | '<' | '>=' | '<=' | '!=';

/** One numbered rule of a logic. */
export interface LogicRule {
  id: number;
  compare_option_field: number | null;
  operator_type: OperatorType;
  compare_to: string;
  logic_sequence_number: number;
}

/** The show/hide logic of one option. */
export interface Logic {
  id: number;
  apply_to_option_id: number | null;
  action: 'show' | 'hide';
  conditional_join: 'all' | 'one' | 'none';
  is_logic_enable: boolean;
  logic_rule: string;
  rules: LogicRule[];
}

/** An option validation rule (nba, insurance, warranty). */
export interface ValidationRule {
  tag: OptionTag | string;
  validation_rule: 1 | 2 | null;
  compare_field: 1 | 2 | string | null;
  variable_field: string;
  condition: 1 | 2 | 3 | null;
  validation_message: string;
}

/** One choice of an option. */
export interface OptionValue {
  id: number;
  name: string;
  image: string | null;
  cost: string | number | null;
}

/** A field of an advanced option (nba sizes, insurance value, warranty data). */
export interface OptionField {
  type: string;
  label: string;
}

/** A service option as the api serves it. */
export interface ServiceOption {
  id: number;
  tag: OptionTag | string;
  label: { value: string };
  sequence: number;
  values: OptionValue[];
  is_required: boolean;
  is_option_cost?: boolean;
  is_metal_type?: boolean;
  instructions?: string | null;
  infoTooltip?: string | null;
  image?: string | null;
  otherOption?: boolean;
  validation?: unknown;
  parameters?: unknown;
  allowed_url_parameter?: string | null;
  meta_data?: {
    warranty_date_label?: string;
    is_external_database?: boolean;
    fields?: OptionField[];
  } | null;
  advance_option_meta_data?: {
    is_validation: boolean;
    validations_rules: ValidationRule[];
  } | null;
  logics?: Logic[] | null;
}

/** A field-by-field answer of nba, insurance and warranty options. */
export type FieldsAnswer = Record<string, string | number | null | undefined>;

/** A customer's answer to one option. */
export type OptionAnswer =
  string | number | boolean | string[] | FieldsAnswer | null | undefined;

/** Answers keyed by option id. */
export type Answers = Record<number, OptionAnswer>;
