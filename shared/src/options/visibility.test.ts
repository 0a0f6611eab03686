import type { Logic, LogicRule, OperatorType } from './types';
import { isOptionVisible, visibleOptions } from './visibility';

const rule = (
  n: number,
  compare: number,
  op: OperatorType,
  to: string,
): LogicRule => ({
  id: n,
  compare_option_field: compare,
  operator_type: op,
  compare_to: to,
  logic_sequence_number: n,
});
const logic = (rules: LogicRule[], over: Partial<Logic> = {}): Logic => ({
  id: 1,
  apply_to_option_id: null,
  action: 'show',
  conditional_join: 'all',
  is_logic_enable: false,
  logic_rule: '',
  rules,
  ...over,
});
const option = (id: number, sequence: number, logics: Logic[] = []) => ({
  id,
  sequence,
  logics,
});

// 1 prongs (n), 2 style (sst), 3 metal (d); 4 is the option under test.
const base = [option(1, 1), option(2, 2), option(3, 3)];
const shown = (l: Logic, answers: Record<number, unknown>) => {
  const target = option(4, 4, [l]);
  return isOptionVisible(target, [...base, target], answers as never);
};
const twoRules = [rule(1, 1, '>', '2'), rule(2, 2, 'is', 'Claw')];

describe('match modes', () => {
  it('all: shows only when every rule is met', () => {
    const l = logic(twoRules, { conditional_join: 'all' });
    expect(shown(l, { 1: 4, 2: 'Claw' })).toBe(true);
    expect(shown(l, { 1: 4, 2: 'Round' })).toBe(false);
    expect(shown(l, {})).toBe(false);
  });

  it('one: shows when at least one rule is met', () => {
    const l = logic(twoRules, { conditional_join: 'one' });
    expect(shown(l, { 1: 1, 2: 'claw' })).toBe(true);
    expect(shown(l, { 1: 1, 2: 'Round' })).toBe(false);
  });

  it('none: shows while no rule is met, including when nothing is answered', () => {
    const l = logic(twoRules, { conditional_join: 'none' });
    expect(shown(l, {})).toBe(true);
    expect(shown(l, { 1: 1, 2: 'Round' })).toBe(true);
    expect(shown(l, { 2: 'Claw' })).toBe(false);
  });

  it('hide: hides the option when the condition holds', () => {
    const l = logic([rule(1, 3, 'is', 'Platinum')], { action: 'hide' });
    expect(shown(l, { 3: 'Platinum' })).toBe(false);
    expect(shown(l, { 3: 'Yellow gold' })).toBe(true);
    expect(shown(l, {})).toBe(true);
  });

  it('non-numeric input never meets a number rule', () => {
    const l = logic([rule(1, 1, '>', '2')]);
    expect(shown(l, { 1: 'lots' })).toBe(false);
  });

  it('a logic without rules leaves the option shown', () => {
    expect(shown(logic([]), {})).toBe(true);
  });
});

describe('enabled expression', () => {
  const rules = [...twoRules, rule(3, 3, 'is', 'Platinum')];
  const l = logic(rules, {
    is_logic_enable: true,
    logic_rule: '(1 AND 2) OR 3',
    conditional_join: 'all',
  });

  it('decides instead of the match mode', () => {
    expect(shown(l, { 3: 'Platinum' })).toBe(true);
    expect(shown(l, { 1: 3, 2: 'Claw' })).toBe(true);
    expect(shown(l, { 1: 3, 3: 'Yellow gold' })).toBe(false);
  });

  it('an invalid expression falls back to the match mode', () => {
    const broken = { ...l, logic_rule: '1 AND 2 OR 3' };
    expect(shown(broken, { 3: 'Platinum' })).toBe(false);
    expect(shown(broken, { 1: 3, 2: 'Claw', 3: 'Platinum' })).toBe(true);
  });
});

describe('chains', () => {
  // 1 prongs; 2 style shows when prongs > 2; 3 notes show when style is Claw.
  const chain = [
    option(3, 3, [logic([rule(1, 2, 'is', 'Claw')])]),
    option(1, 1),
    option(2, 2, [logic([rule(1, 1, '>', '2')])]),
  ];

  it('hiding an option hides the options that depend on it, even with a stale answer', () => {
    expect(visibleOptions(chain, { 1: 2, 2: 'Claw' }).map((o) => o.id)).toEqual(
      [1],
    );
    expect(visibleOptions(chain, { 1: 3, 2: 'Claw' }).map((o) => o.id)).toEqual(
      [1, 2, 3],
    );
    expect(visibleOptions(chain, {}).map((o) => o.id)).toEqual([1]);
  });

  it('a rule over a hidden option is not met for none either', () => {
    const withNone = [
      ...chain.slice(1),
      option(3, 3, [
        logic([rule(1, 2, 'is', 'Claw')], { conditional_join: 'none' }),
      ]),
    ];
    expect(
      visibleOptions(withNone, { 1: 1, 2: 'Claw' }).map((o) => o.id),
    ).toEqual([1, 3]);
  });

  it('options showing each other in a cycle both stay hidden', () => {
    const cycle = [
      option(1, 1, [logic([rule(1, 2, 'is', 'Yes')])]),
      option(2, 2, [logic([rule(1, 1, 'is', 'Yes')])]),
    ];
    expect(visibleOptions(cycle, { 1: 'Yes', 2: 'Yes' })).toEqual([]);
  });

  it('a logic held by another option applies to the option it names', () => {
    const held = logic([rule(1, 1, '>', '2')], { apply_to_option_id: 2 });
    const options = [option(1, 1, [held]), option(2, 2)];
    expect(visibleOptions(options, { 1: 1 }).map((o) => o.id)).toEqual([1]);
    expect(visibleOptions(options, { 1: 5 }).map((o) => o.id)).toEqual([1, 2]);
  });
});
