import { DRAFT_MESSAGES, type DraftOption } from './draft';
import { check, option } from './draftFixtures';
import { OPTION_MESSAGES } from './messages';
import type { ValidationRule } from './types';

// validateServiceDraft: an option's validation rules and URL parameter.

describe('validateServiceDraft', () => {
  describe('validation rules (nba, insurance, warranty)', () => {
    const sizeRule = (more: Partial<ValidationRule> = {}): ValidationRule => ({
      tag: 'nba',
      validation_rule: 1,
      compare_field: 2,
      variable_field: '{current_size} + 3',
      condition: 1,
      validation_message: 'Too big',
      ...more,
    });
    const withRule = (tag: string, r: ValidationRule) =>
      check([
        option(1, tag, {
          advance_option_meta_data: {
            is_validation: true,
            validations_rules: [r],
          },
        }),
      ]);
    const at = 'options.0.advance_option_meta_data';

    it.each<[string, Partial<ValidationRule>, Record<string, string>]>([
      ['a complete rule', {}, {}],
      [
        'a missing message for type 1',
        { validation_message: '' },
        {
          [`${at}.validations_rules.0.validation_message`]:
            OPTION_MESSAGES.required,
        },
      ],
      [
        'no message for type 2',
        { validation_rule: 2, validation_message: '' },
        {},
      ],
      [
        'a missing condition',
        { condition: null },
        { [`${at}.validations_rules.0.condition`]: OPTION_MESSAGES.required },
      ],
      [
        'two formula groups',
        { variable_field: '{current_size} + {desired_size}' },
        {
          [`${at}.validations_rules.0.variable_field`]:
            OPTION_MESSAGES.multipleFormula,
        },
      ],
      [
        'current size in a rule on the current size',
        { compare_field: 1, variable_field: '{current_size} - 1' },
        {
          [`${at}.validations_rules.0.variable_field`]:
            OPTION_MESSAGES.currentSizeFormula,
        },
      ],
      [
        'desired size in a rule on the desired size',
        { variable_field: '{desired_size} - 1' },
        {
          [`${at}.validations_rules.0.variable_field`]:
            OPTION_MESSAGES.desiredSizeFormula,
        },
      ],
    ])('%s', (_, more, errors) => {
      expect(withRule('nba', sizeRule(more))).toEqual(errors);
    });

    it('refuses validation rules on other kinds', () => {
      expect(withRule('st', sizeRule({ tag: 'st' }))).toEqual({
        [at]: DRAFT_MESSAGES.notValidated,
      });
    });
  });

  describe('URL parameters (st, lt, n, with URL integration on)', () => {
    const mapped = (id: number, tag: string, parameter: string) =>
      option(id, tag, { allowed_url_parameter: parameter });

    it.each<[string, DraftOption[], Record<string, string>]>([
      [
        'text and number options',
        [mapped(1, 'st', 'name'), mapped(2, 'n', 'qty')],
        {},
      ],
      [
        'a dropdown',
        [mapped(1, 'cb', 'metal')],
        { 'options.0.allowed_url_parameter': DRAFT_MESSAGES.urlParameterKind },
      ],
      [
        'a parameter used twice',
        [mapped(1, 'st', 'name'), mapped(2, 'lt', 'Name')],
        { 'options.1.allowed_url_parameter': DRAFT_MESSAGES.parameterInUse },
      ],
      [
        'a name with spaces',
        [mapped(1, 'st', 'first name')],
        {
          'options.0.allowed_url_parameter': DRAFT_MESSAGES.urlParameterFormat,
        },
      ],
    ])('%s', (_, options, errors) => {
      expect(check(options)).toEqual(errors);
    });

    it('with integration off, only an unchanged saved mapping may stay', () => {
      const off = {
        urlIntegration: false,
        savedUrlParameters: new Map([[1, 'name']]),
      };
      expect(check([mapped(1, 'st', 'name')], off)).toEqual({});
      expect(check([mapped(1, 'st', 'full_name')], off)).toEqual({
        'options.0.allowed_url_parameter': DRAFT_MESSAGES.urlIntegrationOff,
      });
    });
  });
});
