import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { OPTION_MESSAGES } from 'shared/options';
import { renderWithProviders } from 'shared/testing';
import { draftOption } from '../logic/testOptions';
import type { ValidationRule } from './ruleFields';
import { ValidationRulesEditor } from './ValidationRulesEditor';

const REQUIRED = 'This field is required.';

const warranty = draftOption(3, 'warranty', 'Warranty', [], {
  meta_data: {
    warranty_date_label: 'Bought on',
    fields: [
      { type: 'number', label: 'years' },
      { type: 'text', label: 'serial' },
    ],
  },
});

const sizeRule = (over: Partial<ValidationRule> = {}): ValidationRule => ({
  tag: 'nba',
  validation_rule: 1,
  compare_field: 2,
  variable_field: '{current_size} + 2',
  condition: 1,
  validation_message: 'Too big a jump',
  ...over,
});

function setup(option: OptionDraft) {
  const onChange = jest.fn();
  function Harness() {
    const [current, setCurrent] = useState(option);
    return (
      <ValidationRulesEditor
        option={current}
        onChange={(meta) => {
          onChange(meta);
          setCurrent((o) => ({ ...o, advance_option_meta_data: meta }));
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { user: userEvent.setup(), onChange };
}

const withRules = (rules: ValidationRule[], tag: OptionDraft['tag'] = 'nba') =>
  draftOption(1, tag, 'Ring size', [], {
    advance_option_meta_data: { is_validation: true, validations_rules: rules },
  });
const rule1 = () => screen.getByRole('group', { name: 'Rule 1' });
const field = (name: string) =>
  within(rule1()).getByRole(
    name === 'Formula' || name === 'Error message' ? 'textbox' : 'combobox',
    { name },
  );
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('ValidationRulesEditor', () => {
  it.each(['st', 'lt', 'n', 'd', 'rb', 'cb', 'i', 'sst', 'ssi', 'md'] as const)(
    'renders nothing for a %s option',
    (tag) => {
      setup(draftOption(1, tag, 'Plain'));
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      draftOption(1, 'nba', 'Ring size'),
      1,
      ['Choose…', 'Current size', 'Desired size'],
    ],
    [
      draftOption(2, 'insurance', 'Insurance'),
      'retail_value',
      ['Choose…', 'Retail value'],
    ],
    [warranty, 'purchase_date', ['Choose…', 'Bought on', 'years']],
  ])(
    'a %# rule compares the fields of its kind and carries its tag',
    async (option, first, choices) => {
      const { user, onChange } = setup(option);
      await user.click(screen.getByRole('button', { name: 'Add rule' }));
      expect(optionTexts(field('Compare'))).toEqual(choices);
      expect(onChange).toHaveBeenLastCalledWith({
        is_validation: false,
        validations_rules: [
          {
            tag: option.tag,
            validation_rule: 1,
            compare_field: first,
            variable_field: '',
            condition: null,
            validation_message: '',
          },
        ],
      });
      expect(optionTexts(field('Type'))).toEqual([
        'Choose…',
        'Show an error message',
        'Restrict the number',
      ]);
      expect(optionTexts(field('Must be'))).toEqual([
        'Choose…',
        'less than',
        'equal to',
        'greater than',
      ]);
    },
  );

  it('"Validate answers" switches is_validation', async () => {
    const { user, onChange } = setup(withRules([sizeRule()]));
    const toggle = screen.getByRole('switch', { name: 'Validate answers' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith({
      is_validation: false,
      validations_rules: [sizeRule()],
    });
  });

  it('every field is required as the user types; the message is not for type 2', async () => {
    const { user } = setup(draftOption(1, 'nba', 'Ring size'));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(field('Formula')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Must be')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Error message')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Type')).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(field('Type'), '');
    expect(field('Type')).toHaveAccessibleDescription(REQUIRED);
    await user.selectOptions(field('Type'), 'Restrict the number');
    expect(
      within(rule1()).queryByRole('textbox', { name: 'Error message' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(field('Must be'), 'greater than');
    await user.click(field('Formula'));
    await user.paste('{desired_size} - 3');
    expect(within(rule1()).queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(field('Formula')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [1, '{current_size} + {desired_size}', OPTION_MESSAGES.multipleFormula],
    [
      1,
      '{current_size} + 2',
      'You can not current size formula if you have selected current size in compare field.',
    ],
    [
      2,
      '{desired_size} - 1',
      'You can not desired size if you have selected desired size in compare field.',
    ],
    [2, '{current_size} +', OPTION_MESSAGES.invalidFormula],
    [2, '{today} + 1', OPTION_MESSAGES.invalidFormula],
  ])('comparing size %s with %j says %j', async (compare, formula, message) => {
    const { user } = setup(
      withRules([
        sizeRule({ compare_field: compare as 1 | 2, variable_field: '' }),
      ]),
    );
    await user.click(field('Formula'));
    await user.paste(formula);
    expect(field('Formula')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Formula')).toHaveAccessibleDescription(message);
  });

  it.each([
    [1, '{desired_size} - 2'],
    [2, '{current_size} + 2'],
    [2, '(10 + 4) / 2'],
  ])('comparing size %s with %j is fine', async (compare, formula) => {
    const { user } = setup(
      withRules([
        sizeRule({ compare_field: compare as 1 | 2, variable_field: '' }),
      ]),
    );
    await user.click(field('Formula'));
    await user.paste(formula);
    expect(field('Formula')).not.toHaveAttribute('aria-invalid');
  });

  it('a warranty formula may use {today}', async () => {
    const { user } = setup({
      ...warranty,
      advance_option_meta_data: {
        is_validation: true,
        validations_rules: [
          sizeRule({
            tag: 'warranty',
            compare_field: 'purchase_date',
            condition: 3,
            variable_field: '',
          }),
        ],
      },
    });
    await user.click(field('Formula'));
    await user.paste('{today} - 730');
    expect(field('Formula')).not.toHaveAttribute('aria-invalid');
    expect(field('Compare')).toHaveValue('purchase_date');
  });

  it('deleting a rule asks first', async () => {
    const { user, onChange } = setup(
      withRules([sizeRule(), sizeRule({ validation_message: 'Second' })]),
    );
    await user.click(screen.getByRole('button', { name: 'Delete rule 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete rule 1' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(onChange).toHaveBeenLastCalledWith({
      is_validation: true,
      validations_rules: [sizeRule({ validation_message: 'Second' })],
    });
    expect(field('Error message')).toHaveValue('Second');
    expect(
      screen.queryByRole('group', { name: 'Rule 2' }),
    ).not.toBeInTheDocument();
  });
});

describe('ValidationRulesEditor with “Validate answers” off', () => {
  it('says the rules will not apply, and turns the switch on in one click', async () => {
    const option = draftOption(1, 'nba', 'Ring size', [], {
      advance_option_meta_data: {
        is_validation: false,
        validations_rules: [sizeRule()],
      },
    });
    const { user, onChange } = setup(option);
    const text = 'This rule will not apply while “Validate answers” is off.';
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    await user.click(
      screen.getByRole('button', { name: 'Turn on Validate answers' }),
    );
    expect(onChange).toHaveBeenLastCalledWith({
      is_validation: true,
      validations_rules: [sizeRule()],
    });
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('says nothing before the first rule', () => {
    setup(draftOption(1, 'nba', 'Ring size'));
    expect(screen.queryByText(/will not apply/)).not.toBeInTheDocument();
  });
});
