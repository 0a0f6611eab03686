import {
  deleteLogicRule,
  deleteOption,
  deleteOptionValue,
  expressionWithout,
} from './draftEdits';
import {
  choices,
  logic,
  metal,
  notes,
  option,
  rule,
  size,
} from './draftFixtures';

// Deletions, shared by the builder and the api.

describe('expressionWithout', () => {
  it.each<[string, number, string]>([
    ['(1 AND 2) OR 3', 2, '1 OR 2'],
    ['(1 AND 2) OR 3', 1, '1 OR 2'],
    ['(1 AND 2) OR 3', 3, '(1 AND 2)'],
    ['1 OR 2 OR 3', 2, '1 OR 2'],
    ['(1 OR 2) AND (3 OR 4)', 3, '(1 OR 2) AND 3'],
    ['((1 AND 2) OR 3) AND 4', 1, '(1 OR 2) AND 3'],
  ])('%s without %i is %s', (expr, n, expected) => {
    expect(expressionWithout(expr, n)).toBe(expected);
  });

  it('answers null when the number is not in the expression', () => {
    expect(expressionWithout('1 OR 2', 3)).toBeNull();
  });
});

describe('deleteLogicRule', () => {
  const three = logic(
    [rule(1, 1, 'Gold'), rule(2, 1, 'Silver'), rule(3, 2, '4', '>')],
    { is_logic_enable: true, logic_rule: '(1 AND 2) OR 3' },
  )[0]!;

  it('renumbers the rest and rewrites the expression', () => {
    const next = deleteLogicRule(three, 1)!;
    expect(next.rules.map((r) => [r.id, r.logic_sequence_number])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(next).toMatchObject({ is_logic_enable: true, logic_rule: '1 OR 2' });
  });

  it('under 2 rules clears the expression and switches logic off; the last rule takes the logic', () => {
    const one = deleteLogicRule(deleteLogicRule(three, 3)!, 2)!;
    expect(one).toMatchObject({ is_logic_enable: false, logic_rule: '' });
    expect(one.rules).toHaveLength(1);
    expect(deleteLogicRule(one, 1)).toBeNull();
  });

  it('an expression that cannot be rewritten becomes every rule joined by OR', () => {
    const broken = { ...three, logic_rule: '1 OR 2' }; // never named rule 3
    expect(deleteLogicRule(broken, 3)).toMatchObject({ logic_rule: '1 OR 2' });
    expect(deleteLogicRule({ ...three, logic_rule: '3' }, 1)).toMatchObject({
      logic_rule: '1 OR 2',
    });
  });
});

describe('deleteOption and deleteOptionValue', () => {
  const shown = {
    ...notes,
    logics: logic([
      rule(1, 1, 'Gold'),
      rule(2, 2, '3', '>'),
      rule(3, 1, 'old', 'contains'),
    ]),
  };

  it('deleting an option deletes the rules that compare it', () => {
    const [first, second] = deleteOption([metal, size, shown], 1);
    expect(first).toBe(size);
    expect(second!.logics![0]!.rules).toEqual([
      { ...rule(2, 2, '3', '>'), logic_sequence_number: 1 },
    ]);
    // every rule compared it: the logic goes
    const onlyMetal = { ...notes, logics: logic([rule(1, 1, 'Gold')]) };
    expect(deleteOption([metal, onlyMetal], 1)[0]!.logics).toEqual([]);
  });

  it('deleting a choice deletes the rules naming it, not a "contains" rule', () => {
    const options = deleteOptionValue([metal, size, shown], 1, 1); // Gold
    expect(options[0]!.values.map((v) => v.name)).toEqual(['Silver']);
    expect(
      options[2]!.logics![0]!.rules.map((r) => [
        r.compare_to,
        r.logic_sequence_number,
      ]),
    ).toEqual([
      ['3', 1],
      ['old', 2],
    ]);
    expect(deleteOptionValue([metal], 1, 99)).toEqual([metal]);
    expect(
      deleteOptionValue([option(5, 'd', { values: choices('A') })], 5, 1)[0]!
        .values,
    ).toEqual([]);
  });
});
