import type { OptionDraft } from 'shared/contracts/serviceBuilder';

type Logic = OptionDraft['logics'][number];
type Operator = Logic['rules'][number]['operator_type'];

/** Each operator's words in the catalogue (a code on the wire, words on the screen). */
export const OPERATOR_KEYS: Record<Operator, string> = {
  is: 'logic.operator.is',
  contains: 'logic.operator.contains',
  '>': 'logic.operator.gt',
  '<': 'logic.operator.lt',
  '>=': 'logic.operator.gte',
  '<=': 'logic.operator.lte',
  '!=': 'logic.operator.not',
};

/** The visibilities a logic decides, in the order offered. */
export const ACTIONS: readonly Logic['action'][] = ['show', 'hide'];

/** The match modes, in the order offered. */
export const JOINS: readonly Logic['conditional_join'][] = [
  'all',
  'one',
  'none',
];
