import {
  compareFieldOptions,
  duplicateChoiceError,
  evaluateRule,
  isAnswered,
  operatorsFor,
} from './rules';
import type { OperatorType } from './types';

const rule = (operator_type: OperatorType, compare_to: string) => ({
  operator_type,
  compare_to,
});

describe('evaluateRule: numbers (kind n)', () => {
  it.each([
    ['>', 3, true],
    ['>', 2, false],
    ['<', 1, true],
    ['<', 2, false],
    ['>=', 2, true],
    ['>=', 1, false],
    ['<=', 2, true],
    ['<=', 3, false],
    ['is', 2, true],
    ['is', 3, false],
    ['!=', 3, true],
    ['!=', 2, false],
  ] as [OperatorType, number, boolean][])(
    'prongs %s 2 with answer %d → %s',
    (op, answer, met) => {
      expect(evaluateRule(rule(op, '2'), answer)).toBe(met);
    },
  );

  it('compares numeric text as numbers, not as text', () => {
    expect(evaluateRule(rule('>', '9'), '10')).toBe(true);
    expect(evaluateRule(rule('is', '2'), '2.0')).toBe(true);
    expect(evaluateRule(rule('<=', '2.5'), ' 2.5 ')).toBe(true);
  });

  it('never meets a number operator with non-numeric input', () => {
    for (const op of ['>', '<', '>=', '<='] as OperatorType[]) {
      expect(evaluateRule(rule(op, '2'), 'abc')).toBe(false);
      expect(evaluateRule(rule(op, 'two'), 5)).toBe(false);
    }
  });
});

describe('evaluateRule: choices', () => {
  it('is / != compare whole names case-insensitively', () => {
    expect(evaluateRule(rule('is', 'Claw'), 'claw')).toBe(true);
    expect(evaluateRule(rule('is', 'Claw'), 'V-prong')).toBe(false);
    expect(evaluateRule(rule('!=', 'Claw'), 'V-prong')).toBe(true);
    expect(evaluateRule(rule('!=', 'Claw'), 'CLAW')).toBe(false);
  });

  it('contains looks for the text inside the name, case-insensitively', () => {
    expect(evaluateRule(rule('contains', 'gold'), 'White Gold')).toBe(true);
    expect(evaluateRule(rule('contains', 'gold'), 'Platinum')).toBe(false);
  });

  it('a multiselect meets is/contains when one choice does and != when none equals', () => {
    const extras = ['Polish', 'Rhodium plating'];
    expect(evaluateRule(rule('is', 'polish'), extras)).toBe(true);
    expect(evaluateRule(rule('contains', 'rhodium'), extras)).toBe(true);
    expect(evaluateRule(rule('!=', 'Polish'), extras)).toBe(false);
    expect(evaluateRule(rule('!=', 'Engraving'), extras)).toBe(true);
  });

  it('a yes/no checkbox compares as Yes / No', () => {
    expect(evaluateRule(rule('is', 'Yes'), true)).toBe(true);
    expect(evaluateRule(rule('is', 'yes'), false)).toBe(false);
  });

  it('an unanswered option meets no rule, not even !=', () => {
    for (const answer of [undefined, null, '', '  ', []]) {
      expect(evaluateRule(rule('!=', 'Claw'), answer)).toBe(false);
      expect(evaluateRule(rule('is', ''), answer)).toBe(false);
    }
  });
});

describe('logic builder helpers', () => {
  const options = [
    { id: 1, tag: 'nba', sequence: 1 },
    { id: 2, tag: 'd', sequence: 6 },
    { id: 3, tag: 'rb', sequence: 3 },
    { id: 4, tag: 'ssi', sequence: 4 },
    { id: 5, tag: 'sst', sequence: 5 },
    { id: 6, tag: 'n', sequence: 2 },
    { id: 7, tag: 'st', sequence: 7 },
    { id: 8, tag: 'cb', sequence: 8 },
    { id: 9, tag: 'md', sequence: 9 },
  ];

  it('offers only d, rb, ssi, sst and n options other than itself, in sequence', () => {
    expect(compareFieldOptions(options, 2).map((o) => o.id)).toEqual([
      6, 3, 4, 5,
    ]);
    expect(compareFieldOptions(options, 7).map((o) => o.id)).toEqual([
      6, 3, 4, 5, 2,
    ]);
  });

  it('offers number operators for numbers and choice operators otherwise', () => {
    expect(operatorsFor({ tag: 'n' })).toEqual([
      'is',
      '!=',
      '>',
      '<',
      '>=',
      '<=',
    ]);
    expect(operatorsFor({ tag: 'd' })).toEqual(['is', 'contains', '!=']);
  });

  it("says Can't have multiple {value} when a choice repeats for one option", () => {
    expect(
      duplicateChoiceError([
        { compare_option_field: 2, compare_to: 'Claw' },
        { compare_option_field: 2, compare_to: 'claw' },
      ]),
    ).toBe("Can't have multiple claw");
    expect(
      duplicateChoiceError([
        { compare_option_field: 2, compare_to: 'Claw' },
        { compare_option_field: 3, compare_to: 'Claw' },
        { compare_option_field: 2, compare_to: 'Round' },
      ]),
    ).toBeNull();
  });
});

describe('isAnswered', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['  ', false],
    [[], false],
    [[' '], false],
    [{ current_size: '' }, false],
    [false, false],
    [true, true],
    ['Yes', true],
    [0, true],
    [['Claw'], true],
    [{ current_size: 6 }, true],
  ] as [unknown, boolean][])('%p → %p', (answer, given) => {
    expect(isAnswered(answer as Parameters<typeof isAnswered>[0])).toBe(given);
  });
});
