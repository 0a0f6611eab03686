import type { OptionDraft } from 'shared/contracts/serviceBuilder';

type Logic = OptionDraft['logics'][number];
type Operator = Logic['rules'][number]['operator_type'];

/** Words for each operator (a code on the wire, words on the screen). */
export const OPERATOR_LABELS: Record<Operator, string> = {
  is: 'is',
  contains: 'contains',
  '>': 'greater than',
  '<': 'less than',
  '>=': 'greater than or equal to',
  '<=': 'less than or equal to',
  '!=': 'is not',
};

/** Words for the visibility a logic decides. */
export const ACTION_LABELS: Record<Logic['action'], string> = {
  show: 'Show this option',
  hide: 'Hide this option',
};

/** Words for the match mode. */
export const JOIN_LABELS: Record<Logic['conditional_join'], string> = {
  all: 'All rules are met',
  one: 'At least one rule is met',
  none: 'No rule is met',
};
