import type { ServiceOption, ValidationRule } from './types';
import { evaluateValidationRules, restrictAnswer } from './validationRules';

const rule = (over: Partial<ValidationRule>): ValidationRule => ({
  tag: 'nba',
  validation_rule: 1,
  compare_field: 2,
  variable_field: '{current_size} + 3',
  condition: 1,
  validation_message: 'At most two and a half sizes up.',
  ...over,
});
const withRules = (tag: string, rules: ValidationRule[], on = true) =>
  ({
    tag,
    meta_data: null,
    advance_option_meta_data: { is_validation: on, validations_rules: rules },
  }) as Pick<ServiceOption, 'tag' | 'meta_data' | 'advance_option_meta_data'>;
const today = new Date(2026, 0, 31);

describe('type 1 rules show their message when the value breaks the condition', () => {
  const ring = withRules('nba', [rule({})]);

  it('nba: desired size compared with a formula over the current size', () => {
    const check = (current: number | string, desired: number | string) =>
      evaluateValidationRules(ring, {
        current_size: current,
        desired_size: desired,
      });
    expect(check(6, 8.5)).toEqual([]);
    expect(check(6, 9)).toEqual(['At most two and a half sizes up.']);
    expect(check('6', '10')).toEqual(['At most two and a half sizes up.']);
  });

  it('says nothing until both numbers are given, or while one is not a number', () => {
    expect(evaluateValidationRules(ring, { current_size: 6 })).toEqual([]);
    expect(
      evaluateValidationRules(ring, { current_size: 'six', desired_size: 12 }),
    ).toEqual([]);
    expect(evaluateValidationRules(ring, undefined)).toEqual([]);
  });

  it('conditions 2 (equal) and 3 (greater than)', () => {
    const equal = withRules('nba', [
      rule({
        condition: 2,
        compare_field: 1,
        variable_field: '{desired_size}',
        validation_message: 'Same size',
      }),
    ]);
    expect(
      evaluateValidationRules(equal, { current_size: 6, desired_size: 6 }),
    ).toEqual([]);
    expect(
      evaluateValidationRules(equal, { current_size: 6, desired_size: 7 }),
    ).toEqual(['Same size']);
    const greater = withRules('nba', [
      rule({
        condition: 3,
        variable_field: '({current_size} - 3) * 1',
        validation_message: 'Too small',
      }),
    ]);
    expect(
      evaluateValidationRules(greater, { current_size: 6, desired_size: 3 }),
    ).toEqual(['Too small']);
    expect(
      evaluateValidationRules(greater, { current_size: 6, desired_size: 3.5 }),
    ).toEqual([]);
  });

  it('insurance compares the retail value', () => {
    const insurance = withRules('insurance', [
      rule({
        tag: 'insurance',
        compare_field: 'retail_value',
        variable_field: '25000',
        validation_message: 'Appraisal needed',
      }),
    ]);
    expect(
      evaluateValidationRules(insurance, { retail_value: '30000' }),
    ).toEqual(['Appraisal needed']);
    expect(evaluateValidationRules(insurance, { retail_value: 1200 })).toEqual(
      [],
    );
  });

  it('warranty compares the purchase date in days against {today}', () => {
    const warranty = withRules('warranty', [
      rule({
        tag: 'warranty',
        compare_field: 'purchase_date',
        variable_field: '{today} - 730',
        condition: 3,
        validation_message: 'Out of warranty',
      }),
    ]);
    const check = (purchase_date: string) =>
      evaluateValidationRules(warranty, { purchase_date }, { today });
    expect(check('2025-06-01')).toEqual([]);
    expect(check('2023-01-01')).toEqual(['Out of warranty']);
    // 730 days before 2026-01-31 is 2024-02-01 (2024 is a leap year).
    expect(check('2024-02-01')).toEqual(['Out of warranty']);
    expect(check('2024-02-02')).toEqual([]);
    // an answer field named `today` does not move the day
    expect(
      evaluateValidationRules(
        warranty,
        { purchase_date: '2023-01-01', today: 0 },
        { today },
      ),
    ).toEqual(['Out of warranty']);
  });

  it('rules are ignored while validation is off or on other kinds', () => {
    expect(
      evaluateValidationRules(withRules('nba', [rule({})], false), {
        current_size: 1,
        desired_size: 9,
      }),
    ).toEqual([]);
    expect(
      evaluateValidationRules(withRules('n', [rule({})]), {
        current_size: 1,
        desired_size: 9,
      }),
    ).toEqual([]);
  });
});

describe('type 2 rules restrict the number instead of showing a message', () => {
  const ring = withRules('nba', [
    rule({ validation_rule: 2, validation_message: '' }),
    rule({
      validation_rule: 2,
      condition: 3,
      variable_field: '{current_size} - 3',
      validation_message: '',
    }),
  ]);

  it('clamps an out-of-range number to the bound and shows nothing', () => {
    expect(restrictAnswer(ring, { current_size: 6, desired_size: 12 })).toEqual(
      { current_size: 6, desired_size: 9 },
    );
    expect(restrictAnswer(ring, { current_size: 6, desired_size: 1 })).toEqual({
      current_size: 6,
      desired_size: 3,
    });
    expect(restrictAnswer(ring, { current_size: 6, desired_size: 7 })).toEqual({
      current_size: 6,
      desired_size: 7,
    });
    expect(
      evaluateValidationRules(ring, { current_size: 6, desired_size: 12 }),
    ).toEqual([]);
  });

  it('clamps a warranty date to the bound day', () => {
    const warranty = withRules('warranty', [
      rule({
        tag: 'warranty',
        validation_rule: 2,
        compare_field: 'purchase_date',
        variable_field: '{today}',
        condition: 1,
      }),
    ]);
    expect(
      restrictAnswer(warranty, { purchase_date: '2027-05-01' }, { today }),
    ).toEqual({ purchase_date: '2026-01-31' });
  });
});
