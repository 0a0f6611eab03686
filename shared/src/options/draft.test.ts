import {
  DRAFT_MESSAGES,
  validateServiceDraft,
  type DraftOption,
} from './draft';
import {
  check,
  choices,
  logic,
  metal,
  notes,
  option,
  rule,
  size,
} from './draftFixtures';
import { OPTION_MESSAGES } from './messages';
import type { Logic, LogicRule } from './types';

// The builder's and the api's one check of a service document, rule by rule.

describe('validateServiceDraft', () => {
  it('accepts a complete document', () => {
    expect(
      check([
        metal,
        size,
        { ...notes, logics: logic([rule(1, 1, 'Gold'), rule(2, 2, '3', '>')]) },
      ]),
    ).toEqual({});
  });

  it.each([
    [
      'a blank name',
      { name: ' ', price: '10' },
      { name: DRAFT_MESSAGES.serviceName },
    ],
    [
      'a price with 3 decimals',
      { name: 'Ring', price: '1.005' },
      { price: DRAFT_MESSAGES.price },
    ],
    [
      'a negative price',
      { name: 'Ring', price: '-1' },
      { price: DRAFT_MESSAGES.price },
    ],
  ])('refuses %s', (_, fields, errors) => {
    expect(
      validateServiceDraft(
        { ...fields, options: [] },
        { urlIntegration: true },
      ),
    ).toEqual(errors);
  });

  it.each<[string, DraftOption, Record<string, string>]>([
    [
      'a blank label',
      { ...notes, label: { value: '  ' } },
      { 'options.0.label.value': DRAFT_MESSAGES.label },
    ],
    [
      'a dropdown without choices',
      option(1, 'd'),
      { 'options.0.values': DRAFT_MESSAGES.noChoices },
    ],
    [
      'a mass dropdown without choices',
      option(1, 'md'),
      { 'options.0.values': DRAFT_MESSAGES.noChoices },
    ],
    [
      'an unnamed choice',
      option(1, 'sst', { values: choices('A', ' ') }),
      { 'options.0.values.1.name': DRAFT_MESSAGES.choiceName },
    ],
    [
      'two choices of one name',
      option(1, 'rb', { values: choices('Gold', 'gold ') }),
      { 'options.0.values.1.name': DRAFT_MESSAGES.choiceTaken },
    ],
    [
      'a choice cost with 3 decimals',
      option(1, 'd', {
        values: [{ id: 1, name: 'A', image: null, cost: '1.234' }],
      }),
      { 'options.0.values.0.cost': DRAFT_MESSAGES.price },
    ],
  ])('refuses %s', (_, bad, errors) => {
    expect(check([bad])).toEqual(errors);
  });

  it('a text, number or checkbox option needs no choices', () => {
    expect(
      check([option(1, 'st'), option(2, 'n'), option(3, 'cb'), option(4, 'i')]),
    ).toEqual({});
  });

  describe('logic rules', () => {
    const withRules = (rules: LogicRule[], more: Partial<Logic> = {}) =>
      check([metal, size, { ...notes, logics: logic(rules, more) }]);
    const at = (path: string) => `options.2.logics.0.${path}`;

    it.each<[string, LogicRule[], Record<string, string>]>([
      [
        'a missing compared option',
        [rule(1, 99, 'Gold')],
        { [at('rules.0.compare_option_field')]: DRAFT_MESSAGES.compareField },
      ],
      [
        'no compared option',
        [rule(1, null, 'Gold')],
        { [at('rules.0.compare_option_field')]: DRAFT_MESSAGES.compareField },
      ],
      [
        'the option itself',
        [rule(1, 3, 'x')],
        { [at('rules.0.compare_option_field')]: DRAFT_MESSAGES.compareField },
      ],
      [
        'a number operator on a dropdown',
        [rule(1, 1, 'Gold', '>')],
        { [at('rules.0.operator_type')]: DRAFT_MESSAGES.compareOperator },
      ],
      [
        'a choice operator on a number',
        [rule(1, 2, '3', 'contains')],
        { [at('rules.0.operator_type')]: DRAFT_MESSAGES.compareOperator },
      ],
      [
        'a number field compared with text',
        [rule(1, 2, 'three', '>')],
        { [at('rules.0.compare_to')]: DRAFT_MESSAGES.compareNumber },
      ],
      [
        'a value that is not a choice',
        [rule(1, 1, 'Bronze')],
        { [at('rules.0.compare_to')]: DRAFT_MESSAGES.compareChoice },
      ],
      [
        'a repeated choice',
        [rule(1, 1, 'Gold'), rule(2, 1, 'gold')],
        { [at('rules.1.compare_to')]: "Can't have multiple gold" },
      ],
      [
        'rules numbered out of order',
        [
          rule(1, 1, 'Gold'),
          { ...rule(2, 1, 'Silver'), logic_sequence_number: 3 },
        ],
        { [at('rules.1.logic_sequence_number')]: DRAFT_MESSAGES.ruleNumbers },
      ],
    ])('refuses %s', (_, rules, errors) => {
      expect(withRules(rules)).toEqual(errors);
    });

    it('"contains" takes part of a choice name', () => {
      expect(withRules([rule(1, 1, 'old', 'contains')])).toEqual({});
    });

    it('a text option cannot be compared (only d, rb, ssi, sst, n)', () => {
      expect(
        check([notes, { ...metal, logics: logic([rule(1, 3, 'x')]) }]),
      ).toEqual({
        'options.1.logics.0.rules.0.compare_option_field':
          DRAFT_MESSAGES.compareField,
      });
    });

    it.each<[string, string, number, string | undefined]>([
      ['a valid expression', '(1 AND 2) OR 3', 3, undefined],
      [
        'successive AND and OR',
        '1 AND 2 OR 3',
        3,
        OPTION_MESSAGES.parenthesesRequired,
      ],
      ['a repeated number', '1 OR 1', 2, "Can't use same value again 1 again"],
      [
        'a number without a rule',
        '1 OR 3',
        2,
        OPTION_MESSAGES.invalidLogicRule,
      ],
    ])('an enabled expression: %s', (_, expression, ruleCount, message) => {
      const rules = [
        rule(1, 1, 'Gold'),
        rule(2, 2, '1', '>'),
        rule(3, 1, 'Silver'),
      ].slice(0, ruleCount);
      expect(
        withRules(rules, { is_logic_enable: true, logic_rule: expression }),
      ).toEqual(message ? { [at('logic_rule')]: message } : {});
    });

    it('Add logic needs at least 2 rules; off, the expression is not checked', () => {
      expect(
        withRules([rule(1, 1, 'Gold')], {
          is_logic_enable: true,
          logic_rule: '1',
        }),
      ).toEqual({ [at('is_logic_enable')]: DRAFT_MESSAGES.tooFewRules });
      expect(
        withRules([rule(1, 1, 'Gold'), rule(2, 1, 'Silver')], {
          logic_rule: '1 AND',
        }),
      ).toEqual({});
    });

    it('refuses options that show or hide each other in a circle, directly or through a third', () => {
      const a = option(1, 'd', {
        values: choices('Yes'),
        logics: logic([rule(1, 2, 'Yes')]),
      });
      const b = option(2, 'd', {
        values: choices('Yes'),
        logics: logic([rule(1, 3, 'Yes')]),
      });
      const c = option(3, 'd', {
        values: choices('Yes'),
        logics: logic([rule(1, 1, 'Yes')]),
      });
      const d = option(4, 'd', {
        values: choices('Yes'),
        logics: logic([rule(1, 1, 'Yes')]),
      });
      expect(check([a, b, c, d])).toEqual({
        'options.0.logics.0': DRAFT_MESSAGES.circular,
        'options.1.logics.0': DRAFT_MESSAGES.circular,
        'options.2.logics.0': DRAFT_MESSAGES.circular,
      });
    });
  });
});
