import { screen, within } from '@testing-library/react';
import { DRAFT_MESSAGES } from 'shared/options';
import {
  addAnother,
  confirmDelete,
  fieldOf,
  logicWith,
  optionTexts,
  renderLogicPanel,
  rule,
  ruleGroup,
  SELF,
} from './logicHarness';

describe('LogicPanel', () => {
  it('starts empty; "Add rule" creates a show / all logic for this option with rule 1', async () => {
    const { user, onChange, onClosableChange } = renderLogicPanel();
    expect(
      screen.getByText('No rules yet: this option is always shown.'),
    ).toBeInTheDocument();
    expect(onClosableChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(onChange).toHaveBeenLastCalledWith([
      {
        id: -101,
        apply_to_option_id: SELF,
        action: 'show',
        conditional_join: 'all',
        is_logic_enable: false,
        logic_rule: '',
        rules: [rule(1, null)].map((r) => ({ ...r, id: -102 })),
      },
    ]);
    expect(ruleGroup(1)).toBeInTheDocument();
    expect(onClosableChange).toHaveBeenLastCalledWith(false);
  });

  it('offers visibility and match mode in words and sends each change', async () => {
    const { user, lastLogics } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')]),
    );
    const visibility = screen.getByRole('combobox', { name: 'Visibility' });
    const when = screen.getByRole('combobox', { name: 'When' });
    expect(optionTexts(visibility)).toEqual([
      'Show this option',
      'Hide this option',
    ]);
    expect(optionTexts(when)).toEqual([
      'All rules are met',
      'At least one rule is met',
      'No rule is met',
    ]);
    await user.selectOptions(visibility, 'Hide this option');
    await user.selectOptions(when, 'No rule is met');
    expect(lastLogics()[0]).toMatchObject({
      action: 'hide',
      conditional_join: 'none',
    });
  });

  it('compares only dropdown, multiselect, single select and number options, never itself', () => {
    renderLogicPanel(logicWith([rule(1, null)]));
    expect(optionTexts(fieldOf(1, 'Compare with'))).toEqual([
      'Choose an option',
      'Metal',
      'Width',
      'Stones',
      'Finish',
      'Style',
    ]);
  });

  it.each([
    ['Metal', ['Gold', 'Silver']],
    ['Stones', ['Ruby', 'Opal']],
    ['Finish', ['Matte', 'Polished']],
    ['Style', ['Classic']],
  ])(
    'comparing the choice option %s offers is / contains / is not and its choices',
    async (field, choices) => {
      const { user } = renderLogicPanel(logicWith([rule(1, null)]));
      await user.selectOptions(fieldOf(1, 'Compare with'), field);
      expect(optionTexts(fieldOf(1, 'Condition'))).toEqual([
        'is',
        'contains',
        'is not',
      ]);
      expect(optionTexts(fieldOf(1, 'Value'))).toEqual([
        'Choose a value',
        ...choices,
      ]);
    },
  );

  it('comparing a number option offers the number operators and a number input', async () => {
    const { user } = renderLogicPanel(logicWith([rule(1, null)]));
    await user.selectOptions(fieldOf(1, 'Compare with'), 'Width');
    expect(optionTexts(fieldOf(1, 'Condition'))).toEqual([
      'is',
      'is not',
      'greater than',
      'less than',
      'greater than or equal to',
      'less than or equal to',
    ]);
    const value = within(ruleGroup(1)).getByRole('spinbutton', {
      name: 'Value',
    });
    await user.type(value, '2.5');
    expect(value).toHaveValue(2.5);
  });

  it('changing the compared option resets operator and value', async () => {
    const { user, lastLogics } = renderLogicPanel(
      logicWith([rule(1, 3, '>', '5')]),
    );
    expect(
      within(ruleGroup(1)).getByRole('spinbutton', { name: 'Value' }),
    ).toHaveValue(5);
    await user.selectOptions(fieldOf(1, 'Compare with'), 'Metal');
    expect(lastLogics()[0]?.rules[0]).toMatchObject({
      compare_option_field: 2,
      operator_type: 'is',
      compare_to: '',
    });
    expect(fieldOf(1, 'Value')).toHaveValue('');
  });

  it('a repeated choice shows "Can\'t have multiple {value}" and disables Add another', async () => {
    const { user, onClosableChange } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold'), rule(2, 4, 'is', 'Ruby')]),
    );
    expect(addAnother()).toBeEnabled();
    await user.selectOptions(fieldOf(2, 'Compare with'), 'Metal');
    await user.selectOptions(fieldOf(2, 'Value'), 'Gold');
    expect(
      within(ruleGroup(2)).getByText("Can't have multiple Gold"),
    ).toBeInTheDocument();
    expect(addAnother()).toBeDisabled();
    expect(onClosableChange).toHaveBeenLastCalledWith(false);

    await user.selectOptions(fieldOf(2, 'Value'), 'Silver');
    expect(screen.queryByText(/Can't have multiple/)).not.toBeInTheDocument();
    expect(addAnother()).toBeEnabled();
    expect(onClosableChange).toHaveBeenLastCalledWith(true);
  });

  it('two number rules may compare the same number', () => {
    renderLogicPanel(logicWith([rule(1, 3, '>', '5'), rule(2, 3, '!=', '5')]));
    expect(addAnother()).toBeEnabled();
  });

  it('"Add another" appends the next rule with a new negative id', async () => {
    const { user, lastLogics } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')]),
    );
    await user.click(addAnother());
    expect(
      lastLogics()[0]?.rules.map((r) => [r.id, r.logic_sequence_number]),
    ).toEqual([
      [-1, 1],
      [-101, 2],
    ]);
    expect(ruleGroup(2)).toBeInTheDocument();
  });

  it('deleting a rule asks first, then renumbers the rest 1..n', async () => {
    const { user, lastLogics, onChange } = renderLogicPanel(
      logicWith([
        rule(1, 2, 'is', 'Gold'),
        rule(2, 4, 'is', 'Ruby'),
        rule(3, 5, 'is', 'Matte'),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Delete rule 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();

    await confirmDelete(user, 2);
    expect(lastLogics()[0]?.rules).toEqual([
      rule(1, 2, 'is', 'Gold'),
      { ...rule(3, 5, 'is', 'Matte'), logic_sequence_number: 2 },
    ]);
    expect(fieldOf(2, 'Value')).toHaveValue('Matte');
    expect(
      screen.queryByRole('group', { name: 'Rule 3' }),
    ).not.toBeInTheDocument();
  });

  it('deleting the last rule removes the logic', async () => {
    const { user, onChange } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')]),
    );
    await confirmDelete(user, 1);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(
      await screen.findByRole('button', { name: 'Add rule' }),
    ).toBeInTheDocument();
  });

  it('reports closable false while a rule is incomplete, with a banner saying why', async () => {
    const { user, onClosableChange } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')]),
    );
    expect(onClosableChange.mock.calls).toEqual([[true]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(addAnother());
    expect(onClosableChange.mock.calls).toEqual([[true], [false]]);
    const banner = screen.getByRole('alert');
    expect(
      within(banner).getByText('This panel cannot close yet'),
    ).toBeInTheDocument();
    expect(
      within(banner).getByText(`Rule 2: ${DRAFT_MESSAGES.compareField}`),
    ).toBeInTheDocument();

    await user.selectOptions(fieldOf(2, 'Compare with'), 'Finish');
    expect(
      within(screen.getByRole('alert')).getByText(
        `Rule 2: ${DRAFT_MESSAGES.compareChoice}`,
      ),
    ).toBeInTheDocument();
    await user.selectOptions(fieldOf(2, 'Value'), 'Polished');
    expect(onClosableChange.mock.calls).toEqual([[true], [false], [true]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a logic has at most 9 rules', () => {
    renderLogicPanel(
      logicWith(
        Array.from({ length: 9 }, (_, i) => rule(i + 1, 3, '>', String(i))),
      ),
    );
    expect(addAnother()).toBeDisabled();
    expect(addAnother()).toHaveAccessibleDescription(
      'A logic has at most 9 rules.',
    );
  });

  it('options that show or hide each other in a circle keep the panel open', () => {
    const { onClosableChange } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')]),
      { 2: logicWith([rule(1, SELF, 'is', 'Serif')], { id: -60 }) },
    );
    expect(
      within(screen.getByRole('alert')).getByText(DRAFT_MESSAGES.circular),
    ).toBeInTheDocument();
    expect(onClosableChange).toHaveBeenLastCalledWith(false);
  });
});
