import { validateServiceDraft, type DraftOption } from './draft';
import type { Logic, LogicRule } from './types';

// Documents for the tests of validateServiceDraft.

export const option = (
  id: number,
  tag: string,
  more: Partial<DraftOption> = {},
): DraftOption => ({
  id,
  tag,
  label: { value: `Option ${id}` },
  sequence: id,
  values: [],
  ...more,
});
export const choices = (...names: string[]) =>
  names.map((name, i) => ({ id: i + 1, name, image: null, cost: '0.00' }));
export const rule = (
  n: number,
  compare: number | null,
  compareTo: string,
  operator: LogicRule['operator_type'] = 'is',
): LogicRule => ({
  id: n,
  compare_option_field: compare,
  operator_type: operator,
  compare_to: compareTo,
  logic_sequence_number: n,
});
export const logic = (
  rules: LogicRule[],
  more: Partial<Logic> = {},
): Logic[] => [
  {
    id: 1,
    apply_to_option_id: null,
    action: 'show',
    conditional_join: 'all',
    is_logic_enable: false,
    logic_rule: '',
    rules,
    ...more,
  },
];

export const metal = option(1, 'd', { values: choices('Gold', 'Silver') });
export const size = option(2, 'n');
export const notes = option(3, 'st');
export const check = (
  options: DraftOption[],
  context: Parameters<typeof validateServiceDraft>[1] = {
    urlIntegration: true,
  },
) => validateServiceDraft({ name: 'Ring', price: '10', options }, context);
