import { screen, within } from '@testing-library/react';
import { DRAFT_MESSAGES, OPTION_MESSAGES } from 'shared/options';
import {
  addAnother,
  addLogic,
  confirmDelete,
  expression,
  fieldOf,
  logicWith,
  renderLogicPanel,
  rule,
  ruleGroup,
} from './logicHarness';

const threeRulesOn = () =>
  logicWith(
    [rule(1, 2, 'is', 'Gold'), rule(2, 4, 'is', 'Ruby'), rule(3, 3, '>', '1')],
    { is_logic_enable: true },
  );

describe('LogicPanel: the Add logic switch and expression', () => {
  it('"Add logic" needs 2 rules; dropping below 2 clears the expression and turns it off', async () => {
    const { user, lastLogics } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')]),
    );
    expect(addLogic()).toBeDisabled();
    expect(addLogic()).toHaveAccessibleDescription(DRAFT_MESSAGES.tooFewRules);

    await user.click(addAnother());
    await user.selectOptions(fieldOf(2, 'Compare with'), 'Width');
    await user.type(
      within(ruleGroup(2)).getByRole('spinbutton', { name: 'Value' }),
      '4',
    );
    expect(addLogic()).toBeEnabled();
    await user.click(addLogic());
    await user.type(expression(), '1 OR 2');
    expect(lastLogics()[0]).toMatchObject({
      is_logic_enable: true,
      logic_rule: '1 OR 2',
    });

    await confirmDelete(user, 2);
    expect(lastLogics()[0]).toMatchObject({
      is_logic_enable: false,
      logic_rule: '',
    });
    expect(addLogic()).not.toBeChecked();
    expect(addLogic()).toBeDisabled();
    expect(
      screen.queryByRole('textbox', { name: 'Logic' }),
    ).not.toBeInTheDocument();
  });

  it("adding a rule while logic is on appends ' OR n'", async () => {
    const { user } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold'), rule(2, 4, 'is', 'Ruby')], {
        is_logic_enable: true,
        logic_rule: '1 AND 2',
      }),
    );
    await user.click(addAnother());
    expect(expression()).toHaveValue('1 AND 2 OR 3');
    await user.clear(expression());
    await user.type(expression(), '(1 AND 2)');
    await user.click(addAnother());
    expect(expression()).toHaveValue('(1 AND 2) OR 4');
  });

  it.each([
    ['1 AND 2 OR 3', OPTION_MESSAGES.parenthesesRequired],
    ['(1 AND 2) OR 2', "Can't use same value again 2 again"],
    ['1 OR 1', "Can't use same value again 1 again"],
    ['1 OR 4', 'Please enter valid logic rule in add logic field.'],
    ['(1 AND 2', 'Please enter valid logic rule in add logic field.'],
    ['1 A', 'Please enter valid logic rule in add logic field.'],
  ])('the expression %j says %j as it is typed', async (text, message) => {
    const { user, onClosableChange } = renderLogicPanel(threeRulesOn());
    await user.type(expression(), text);
    expect(expression()).toHaveValue(text);
    expect(expression()).toHaveAccessibleDescription(message);
    expect(expression()).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(screen.getByRole('alert')).getByText(`Logic: ${message}`),
    ).toBeInTheDocument();
    expect(onClosableChange).toHaveBeenLastCalledWith(false);
  });

  it('an empty expression is invalid until a valid one is typed, then the panel may close', async () => {
    const { user, onClosableChange } = renderLogicPanel(threeRulesOn());
    expect(
      within(screen.getByRole('alert')).getByText(
        'Logic: Please enter valid logic rule in add logic field.',
      ),
    ).toBeInTheDocument();
    expect(onClosableChange.mock.calls).toEqual([[false]]);
    await user.type(expression(), '(1 AND 2) OR 3');
    expect(expression()).not.toHaveAttribute('aria-invalid');
    expect(expression()).toHaveAccessibleDescription(
      'Rule numbers with AND, OR and parentheses, e.g. (1 AND 2) OR 3.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // valid at "(1 AND 2)", invalid at "(1 AND 2) O", valid again at the end: reported on each change
    expect(onClosableChange.mock.calls).toEqual([
      [false],
      [true],
      [false],
      [true],
    ]);
  });

  it.each([
    ['1 x0!B9', '1 9'],
    ['1 and 2', '1 AND 2'],
    ['(1 o 2)', '(1 O 2)'],
    ['1 ANDD 2', '1 AND 2'],
    ['1 N D R 2', '1    2'],
  ])('the expression filter turns %j into %j', async (typed, kept) => {
    const { user } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold'), rule(2, 4, 'is', 'Ruby')], {
        is_logic_enable: true,
      }),
    );
    await user.type(expression(), typed);
    expect(expression()).toHaveValue(kept);
  });

  it('a paste with other characters is refused whole', async () => {
    const { user } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold'), rule(2, 4, 'is', 'Ruby')], {
        is_logic_enable: true,
        logic_rule: '1',
      }),
    );
    await user.click(expression());
    await user.paste(' OR 2; drop');
    expect(expression()).toHaveValue('1');
    await user.paste(' OR 2');
    expect(expression()).toHaveValue('1 OR 2');
  });

  it('a saved logic switched on with one rule says why and can be switched off', async () => {
    const { user, lastLogics, onClosableChange } = renderLogicPanel(
      logicWith([rule(1, 2, 'is', 'Gold')], {
        is_logic_enable: true,
        logic_rule: '1',
      }),
    );
    expect(
      within(screen.getByRole('alert')).getByText(
        `Logic: ${DRAFT_MESSAGES.tooFewRules}`,
      ),
    ).toBeInTheDocument();
    expect(onClosableChange).toHaveBeenLastCalledWith(false);
    await user.click(addLogic());
    expect(lastLogics()[0]).toMatchObject({
      is_logic_enable: false,
      logic_rule: '',
    });
    expect(addLogic()).toBeDisabled();
    expect(onClosableChange).toHaveBeenLastCalledWith(true);
  });
});
