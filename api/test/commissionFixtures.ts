import type { CommissionCondition } from 'shared/contracts/storeVendors';
import type { CommissionFacts } from '../src/areas/repair/commissionRules';

// The commission evaluator tests' building blocks (ADR 0017): a condition, two that always and
// never hold, the joins, and a work order to read.

/** A condition; joins 'and' and no inner group unless told. */
export const when = (
  condition_on: CommissionCondition['condition_on'],
  operator_type: CommissionCondition['operator_type'],
  compare_to: string,
  over: Partial<CommissionCondition> = {},
): CommissionCondition => ({
  condition_on,
  operator_type,
  compare_to,
  conditional_join: 'and',
  conditional_join_inner: 'and',
  is_inner_group: false,
  ...over,
});
/** Holds for FACTS' work order (it has lines). */
export const T = when('line_count', '>=', '1');
/** Never holds for FACTS' work order. */
export const F = when('line_count', '>', '50');
/** The condition joined to the one before with or. */
export const or = (c: CommissionCondition) => ({
  ...c,
  conditional_join: 'or' as const,
});
/** The condition in the group of the one before, joined in it with `join`. */
export const inner = (c: CommissionCondition, join: 'and' | 'or') => ({
  ...c,
  is_inner_group: true,
  conditional_join_inner: join,
});

/** An order of 120.50 whose work order has two lines: a ring sizing, and an engraving without a category. */
export const FACTS: CommissionFacts = {
  orderTotalCents: 12050,
  lines: [
    { serviceName: 'Ring Sizing', category: 'Jewelry Repair' },
    { serviceName: '  Engraving ', category: null },
  ],
};
