// The shape of a demo service option (the seed assigns ids in insert order, so `id` must match it).
// Logic and validation rules follow the model documented in shared/src/options/types.ts.

export interface DemoLogicRule {
  id: number;
  compare_option_field: number;
  operator_type: 'is' | 'contains' | '>' | '<' | '>=' | '<=' | '!=';
  compare_to: string;
  logic_sequence_number: number;
}

export interface DemoLogic {
  id: number;
  apply_to_option_id: number;
  action: 'show' | 'hide';
  conditional_join: 'all' | 'one' | 'none';
  is_logic_enable: boolean;
  logic_rule: string;
  rules: DemoLogicRule[];
}

export interface DemoValidationRule {
  tag: 'nba' | 'insurance' | 'warranty';
  validation_rule: 1 | 2;
  compare_field: 1 | 2 | string;
  variable_field: string;
  condition: 1 | 2 | 3;
  validation_message: string;
}

export interface OptionSeed {
  id: number;
  service: number;
  tag: string;
  label: string;
  sequence: number;
  values?: { name: string; cost: string; image?: string | null }[];
  is_required?: boolean;
  is_option_cost?: boolean;
  is_metal_type?: boolean;
  instructions?: string;
  info_tooltip?: string;
  other_option?: boolean;
  meta_data?: unknown;
  advance_option_meta_data?: {
    is_validation: boolean;
    validations_rules: DemoValidationRule[];
  };
  parameters?: unknown;
  allowed_url_parameter?: string;
  logics?: DemoLogic[];
}

/** Choices at no extra cost. */
export const freeChoices = (...names: string[]) =>
  names.map((name) => ({ name, cost: '0.00' }));
