import type {
  CommissionCondition,
  CommissionRule,
} from 'shared/contracts/storeVendors';
import {
  commissionOf,
  conditionsHold,
  hundredthsOf,
  joinTerms,
  percentOf,
} from '../src/areas/repair/commissionRules';
import { F, FACTS, inner, or, T, when } from './commissionFixtures';

// ADR 0017: the pure evaluator of a store's commission rules: the joins (and before or, inner
// groups as brackets), the first rule that holds, and the percentage to the cent.

describe('joins', () => {
  it('joins terms left to right with and before or', () => {
    const t = (join: 'and' | 'or', value: boolean) => ({ join, value });
    expect(joinTerms([])).toBe(true);
    expect(joinTerms([t('or', false)])).toBe(false);
    expect(joinTerms([t('and', true), t('and', false)])).toBe(false);
    expect(joinTerms([t('and', false), t('or', true)])).toBe(true);
    // true or false and false = true or (false and false)
    expect(joinTerms([t('and', true), t('or', false), t('and', false)])).toBe(
      true,
    );
    // false and true or true = (false and true) or true
    expect(joinTerms([t('and', false), t('and', true), t('or', true)])).toBe(
      true,
    );
    // false or true and false or false
    expect(
      joinTerms([
        t('and', false),
        t('or', true),
        t('and', false),
        t('or', false),
      ]),
    ).toBe(false);
  });

  it('holds without conditions; the first condition’s joins are not read', () => {
    expect(conditionsHold([], FACTS)).toBe(true);
    expect(conditionsHold([or(T)], FACTS)).toBe(true);
    expect(conditionsHold([or(F)], FACTS)).toBe(false);
    expect(conditionsHold([inner(T, 'or')], FACTS)).toBe(true);
  });

  it('and / or between conditions, and before or', () => {
    expect(conditionsHold([T, T], FACTS)).toBe(true);
    expect(conditionsHold([T, F], FACTS)).toBe(false);
    expect(conditionsHold([F, or(T)], FACTS)).toBe(true);
    expect(conditionsHold([F, or(F)], FACTS)).toBe(false);
    // T or F and F → T or (F and F) → true
    expect(conditionsHold([T, or(F), F], FACTS)).toBe(true);
    // F and T or T → (F and T) or T → true
    expect(conditionsHold([F, T, or(T)], FACTS)).toBe(true);
    // F or T and F → F or (T and F) → false
    expect(conditionsHold([F, or(T), F], FACTS)).toBe(false);
  });

  it('an inner group is one bracket joined inside by its own join', () => {
    // T and (F or T) → true
    expect(conditionsHold([T, F, inner(T, 'or')], FACTS)).toBe(true);
    // F or (T and F) → false
    expect(conditionsHold([F, or(T), inner(F, 'and')], FACTS)).toBe(false);
    // (F or T) → true
    expect(conditionsHold([F, inner(T, 'or')], FACTS)).toBe(true);
    // (T or F) and (F or F) → false, where the flat T or F and F or F is true
    expect(conditionsHold([T, inner(F, 'or'), F, inner(F, 'or')], FACTS)).toBe(
      false,
    );
    // (F and T) or (T and T) → true
    expect(
      conditionsHold([F, inner(T, 'and'), or(T), inner(T, 'and')], FACTS),
    ).toBe(true);
    // inside a group and binds before or too: (F or T and F) → false
    expect(conditionsHold([F, inner(T, 'or'), inner(F, 'and')], FACTS)).toBe(
      false,
    );
  });

  it('a group’s conditional_join is read from its first condition only', () => {
    // the inner condition’s conditional_join ('or') is not read: (T and F) → false
    expect(
      conditionsHold(
        [T, { ...inner(F, 'and'), conditional_join: 'or' }],
        FACTS,
      ),
    ).toBe(false);
    // the next group's first condition joins with its conditional_join ('and'), not its inner join
    expect(
      conditionsHold([T, { ...F, conditional_join_inner: 'or' }], FACTS),
    ).toBe(false);
  });

  it('reads a rule as the vendors page writes it: order total ≥ 100 and (category is Jewelry Repair or the name contains resize)', () => {
    const conditions = [
      when('order_total', '>=', '100'),
      when('category', '=', 'Jewelry Repair'),
      inner(when('service_name', 'contains', 'resize'), 'or'),
    ];
    expect(conditionsHold(conditions, FACTS)).toBe(true);
    expect(
      conditionsHold(conditions, { ...FACTS, orderTotalCents: 9999 }),
    ).toBe(false);
    expect(
      conditionsHold(conditions, {
        ...FACTS,
        lines: [{ serviceName: 'Engraving', category: 'Other' }],
      }),
    ).toBe(false);
  });
});

describe('percentages and rules', () => {
  it('reads decimals in hundredths', () => {
    expect(hundredthsOf('12.5')).toBe(1250);
    expect(hundredthsOf(' 7 ')).toBe(700);
    expect(hundredthsOf('0.05')).toBe(5);
    expect(hundredthsOf('-3.1')).toBe(-310);
    expect(hundredthsOf('1.234')).toBeNull();
    expect(hundredthsOf('')).toBeNull();
  });

  it('takes a percentage rounded half up to the cent, without losing cents on large amounts', () => {
    expect(percentOf(3000, '10')).toBe(300);
    expect(percentOf(3000, '12.5')).toBe(375);
    expect(percentOf(3333, '12.5')).toBe(417); // 416.625
    expect(percentOf(1, '50')).toBe(1); // 0.5 rounds up
    expect(percentOf(1, '49.99')).toBe(0);
    expect(percentOf(0, '20')).toBe(0);
    expect(percentOf(12345, '0')).toBe(0);
    expect(percentOf(12345, '100')).toBe(12345);
    expect(percentOf(999_999_999_999, '33.33')).toBe(333_300_000_000);
    expect(percentOf(999_999_999_999, '99.99')).toBe(999_899_999_999);
    expect(percentOf(100, '100.01')).toBeNull();
    expect(percentOf(100, '-1')).toBeNull();
    expect(percentOf(100, 'ten')).toBeNull();
  });

  const rule = (
    name: string,
    rate: string,
    conditions: CommissionCondition[] = [],
  ): CommissionRule => ({ name, rate, conditions });

  it('applies the first rule whose conditions hold, on the vendor amount', () => {
    const rules = [
      rule('Huge orders', '5', [when('order_total', '>', '1000')]),
      rule('Engraving', '12.5', [when('service_name', 'contains', 'engrav')]),
      rule('Everything else', '10'),
    ];
    expect(commissionOf(rules, FACTS, 4000)).toEqual({
      ruleIndex: 1,
      ruleName: 'Engraving',
      rate: '12.5',
      baseCents: 4000,
      amountCents: 500,
    });
    expect(
      commissionOf(rules, { ...FACTS, orderTotalCents: 200000 }, 4000),
    ).toMatchObject({ ruleName: 'Huge orders', amountCents: 200 });
    expect(
      commissionOf(
        rules,
        { ...FACTS, lines: [{ serviceName: 'Polish', category: null }] },
        4000,
      ),
    ).toMatchObject({ ruleName: 'Everything else', amountCents: 400 });
  });

  it('gives none without rules or when none holds; skips a rate it cannot read', () => {
    expect(commissionOf([], FACTS, 4000)).toBeNull();
    expect(
      commissionOf(
        [rule('Small', '10', [when('order_total', '<', '10')])],
        FACTS,
        4000,
      ),
    ).toBeNull();
    expect(
      commissionOf([rule('Broken', '200'), rule('Flat', ' 2 ')], FACTS, 4000),
    ).toMatchObject({ ruleIndex: 1, rate: '2', amountCents: 80 });
  });

  it('applies a rule on a work order the vendor has not priced: a commission of 0.00', () => {
    expect(commissionOf([rule('All', '10')], FACTS, 0)).toMatchObject({
      baseCents: 0,
      amountCents: 0,
    });
  });
});
