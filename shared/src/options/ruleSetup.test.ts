import type { ValidationRule } from './types';
import { validateRuleSetup } from './ruleSetup';

const rule = (over: Partial<ValidationRule>): ValidationRule => ({
  tag: 'nba',
  validation_rule: 1,
  compare_field: 2,
  variable_field: '{current_size} + 3',
  condition: 1,
  validation_message: 'At most two and a half sizes up.',
  ...over,
});
describe('validateRuleSetup (builder)', () => {
  it('requires every field, but not the message for type 2', () => {
    const required = 'This field is required.';
    expect(validateRuleSetup({})).toEqual({
      tag: required,
      validation_rule: required,
      compare_field: required,
      variable_field: required,
      condition: required,
      validation_message: required,
    });
    expect(
      validateRuleSetup(rule({ validation_rule: 2, validation_message: '' })),
    ).toEqual({});
    expect(validateRuleSetup(rule({ validation_message: ' ' }))).toEqual({
      validation_message: required,
    });
  });

  it('allows only one formula group', () => {
    expect(
      validateRuleSetup(
        rule({ variable_field: '{current_size} + {current_size}' }),
      ).variable_field,
    ).toBe('You can not add multiple formula.');
  });

  it('refuses a formula over the size being compared', () => {
    expect(
      validateRuleSetup(
        rule({ compare_field: 1, variable_field: '{current_size} + 1' }),
      ).variable_field,
    ).toBe(
      'You can not current size formula if you have selected current size in compare field.',
    );
    expect(
      validateRuleSetup(
        rule({ compare_field: 2, variable_field: '{desired_size} - 1' }),
      ).variable_field,
    ).toBe(
      'You can not desired size if you have selected desired size in compare field.',
    );
    expect(
      validateRuleSetup(
        rule({ compare_field: 1, variable_field: '{desired_size} - 1' }),
      ),
    ).toEqual({});
  });

  it('refuses a formula that cannot be computed or names an unknown field', () => {
    expect(
      validateRuleSetup(rule({ variable_field: '{current_size} +' }))
        .variable_field,
    ).toBe('Please enter a valid formula.');
    expect(
      validateRuleSetup(rule({ variable_field: '{today} + 1' })).variable_field,
    ).toBe('Please enter a valid formula.');
    expect(
      validateRuleSetup(
        rule({
          tag: 'warranty',
          compare_field: 'purchase_date',
          variable_field: '{today} - 365',
        }),
      ),
    ).toEqual({});
  });
});
