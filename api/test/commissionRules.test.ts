import type { CommissionCondition } from 'shared/contracts/storeVendors';
import {
  conditionHolds,
  type CommissionFacts,
} from '../src/areas/repair/commissionRules';
import { FACTS, when } from './commissionFixtures';

// ADR 0017: the pure evaluator of a store's commission rules, one condition at a time: every
// operator on every thing a condition compares, text without case, numbers to the cent.

const holds = (condition: CommissionCondition, facts = FACTS) =>
  conditionHolds(condition, facts);

describe('one condition', () => {
  it.each([
    ['=', '120.5', true],
    ['=', '120.50', true],
    ['=', '120.49', false],
    ['!=', '120.5', false],
    ['!=', '99', true],
    ['>', '120.49', true],
    ['>', '120.5', false],
    ['<', '120.51', true],
    ['<', '120.5', false],
    ['>=', '120.5', true],
    ['>=', '120.51', false],
    ['<=', '120.5', true],
    ['<=', '120.49', false],
    ['contains', '120', false],
  ] as const)('order total %s %s: %s', (operator, compareTo, expected) => {
    expect(holds(when('order_total', operator, compareTo))).toBe(expected);
  });

  it.each([
    ['=', '2', true],
    ['=', '2.00', true],
    ['=', '1', false],
    ['!=', '2', false],
    ['>', '1', true],
    ['>', '2', false],
    ['<', '3', true],
    ['<', '2', false],
    ['>=', '2', true],
    ['<=', '1.99', false],
    ['contains', '2', false],
  ] as const)('number of lines %s %s: %s', (operator, compareTo, expected) => {
    expect(holds(when('line_count', operator, compareTo))).toBe(expected);
  });

  it('compares numbers to the cent, negative ones too, and never holds for a number it cannot read', () => {
    expect(holds(when('order_total', '>', '-1'))).toBe(true);
    expect(holds(when('order_total', '>=', ' 120.5 '))).toBe(true);
    for (const bad of ['lots', '1.234', '', '1e3', '0x10', '١٢٠'])
      for (const operator of ['=', '!=', '>', '<'] as const)
        expect(holds(when('order_total', operator, bad))).toBe(false);
  });

  it.each([
    ['=', 'ring sizing', true],
    ['=', 'RING SIZING ', true],
    ['=', 'engraving', true],
    ['=', 'Ring', false],
    ['contains', 'sizing', true],
    ['contains', 'RAVING', true],
    ['contains', 'polish', false],
    ['!=', 'Polishing', true],
    ['!=', 'engraving', false],
    ['>', 'a', false],
    ['<', 'z', false],
    ['>=', 'a', false],
    ['<=', 'z', false],
  ] as const)(
    'service name %s “%s”: %s (some line matches; != when none is equal)',
    (operator, compareTo, expected) => {
      expect(holds(when('service_name', operator, compareTo))).toBe(expected);
    },
  );

  it.each([
    ['=', 'jewelry repair', true],
    ['=', 'Watch Service', false],
    ['contains', 'repair', true],
    ['contains', 'watch', false],
    ['!=', 'Watch Service', true],
    ['!=', 'Jewelry Repair', false],
    ['>', '0', false],
  ] as const)(
    'category %s “%s”: %s (a line without a category matches none)',
    (operator, compareTo, expected) => {
      expect(holds(when('category', operator, compareTo))).toBe(expected);
    },
  );

  it('reads every line: a category only the second line has', () => {
    const facts: CommissionFacts = {
      orderTotalCents: 0,
      lines: [
        { serviceName: 'Battery', category: null },
        { serviceName: 'Strap', category: 'Watch Service' },
      ],
    };
    expect(holds(when('category', '=', 'watch service'), facts)).toBe(true);
    expect(holds(when('category', '!=', 'watch service'), facts)).toBe(false);
    expect(holds(when('service_name', 'contains', 'tr'), facts)).toBe(true);
  });
});
