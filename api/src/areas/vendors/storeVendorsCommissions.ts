import {
  COMMISSION_MESSAGES,
  NUMERIC_CONDITION_ON,
  NUMERIC_OPERATORS,
  type CommissionRule,
  type CommissionRules,
} from 'shared/contracts/storeVendors';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { findStoreVendor } from './storeVendors';

// Commission rules per linked vendor: one versioned JSON document per link in
// store_vendor_commissions (no row yet: no rules, version 1). A save names the version it started
// from; a stale one is 409 with the rules as they are now, and nothing changes.

const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const NUMBER = /^-?\d{1,9}(\.\d{1,2})?$/;

/** The field errors of a rule list (`rules.0.conditions.1.operator_type`), by the spec's model. */
export function commissionErrors(
  rules: CommissionRule[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  rules.forEach((rule, r) => {
    if (!RATE.test(rule.rate.trim()))
      errors[`rules.${r}.rate`] = COMMISSION_MESSAGES.rate;
    rule.conditions.forEach((condition, c) => {
      const at = `rules.${r}.conditions.${c}`;
      const numeric = NUMERIC_CONDITION_ON.includes(condition.condition_on);
      if (!numeric && NUMERIC_OPERATORS.includes(condition.operator_type))
        errors[`${at}.operator_type`] = COMMISSION_MESSAGES.numericOperator;
      if (numeric && condition.operator_type === 'contains')
        errors[`${at}.operator_type`] = COMMISSION_MESSAGES.containsOperator;
      if (numeric && !NUMBER.test(condition.compare_to.trim()))
        errors[`${at}.compare_to`] = COMMISSION_MESSAGES.number;
      if (c === 0 && condition.is_inner_group)
        errors[`${at}.is_inner_group`] = COMMISSION_MESSAGES.firstInnerGroup;
    });
  });
  return errors;
}

async function load(
  db: Db,
  storeId: number,
  vendorId: number,
  lock: boolean,
): Promise<CommissionRules> {
  const vendor = await findStoreVendor(db, storeId, vendorId, lock);
  const [row] = await db.query<{ rules: CommissionRule[]; version: number }>(
    `SELECT rules, version FROM store_vendor_commissions
     WHERE store_id = $1 AND vendor_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [storeId, vendorId],
  );
  return {
    vendor_id: vendor.id,
    vendor_name: vendor.name,
    rules: row?.rules ?? [],
    version: row?.version ?? 1,
  };
}

/** The rules of a linked vendor; 404 when the vendor is not linked to the store. */
export const loadCommissionRules = (
  db: Db,
  storeId: number,
  vendorId: number,
): Promise<CommissionRules> => load(db, storeId, vendorId, false);

/** Saves the whole rule list from the version the caller saw (400 bad rules, 409 stale). */
export async function saveCommissionRules(
  db: Db,
  storeId: number,
  vendorId: number,
  version: number,
  rules: CommissionRule[],
): Promise<CommissionRules> {
  const errors = commissionErrors(rules);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const clean = rules.map((rule) => ({
    ...rule,
    name: rule.name.trim(),
    rate: rule.rate.trim(),
    conditions: rule.conditions.map((condition) => ({
      ...condition,
      compare_to: condition.compare_to.trim(),
    })),
  }));
  return db.transaction(async (tx) => {
    const current = await load(tx, storeId, vendorId, true);
    if (current.version !== version)
      throw new ApiError(
        409,
        'CONFLICT',
        COMMISSION_MESSAGES.stale,
        {},
        { current },
      );
    await tx.query(
      `INSERT INTO store_vendor_commissions (store_id, vendor_id, rules, version)
       VALUES ($1, $2, $3, 2)
       ON CONFLICT (store_id, vendor_id) DO UPDATE
         SET rules = EXCLUDED.rules, version = store_vendor_commissions.version + 1,
             updated_on = now()`,
      [storeId, vendorId, JSON.stringify(clean)],
    );
    return load(tx, storeId, vendorId, false);
  });
}
