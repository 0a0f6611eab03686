import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { LOGIC_NOT_CLOSABLE } from './usePanel';
import {
  confirmAsked,
  layOutRows,
  openEditor,
  optionLabels,
  ringResizing,
  sentSave,
  optionOf,
} from './testFixtures';

const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Ring Resizing where Engraving text shows for Metal Gold or Silver (two rules on Metal). */
function withRulesOnMetal() {
  const ruleOn = (id: number, to: string, n: number) => ({
    id,
    compare_option_field: 2,
    operator_type: 'is' as const,
    compare_to: to,
    logic_sequence_number: n,
  });
  const base = ringResizing();
  const service = ringResizing({
    options: base.options.map((o) =>
      o.id === 1
        ? {
            ...o,
            logics: [
              {
                id: 70,
                apply_to_option_id: 1,
                action: 'show' as const,
                conditional_join: 'one' as const,
                is_logic_enable: false,
                logic_rule: '',
                rules: [ruleOn(71, 'Gold', 1), ruleOn(72, 'Silver', 2)],
              },
            ],
          }
        : o,
    ),
  });
  return service;
}

describe('service editor: options and choices', () => {
  it('reorders an option by keyboard and saves the new sequence', async () => {
    const rect = layOutRows();
    const { api, user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });

    screen.getByRole('button', { name: 'Reorder Engraving text' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(optionLabels()).toEqual(['Metal', 'Engraving text', 'Ring size']),
    );
    rect.mockRestore();

    await user.click(saveButton());
    await screen.findByText('Service saved');
    expect(
      sentSave(api).options.map((o) => [o.label.value, o.sequence]),
    ).toEqual([
      ['Metal', 1],
      ['Engraving text', 2],
      ['Ring size', 3],
    ]);
  });

  it('adds, renames and deletes choices of a dropdown', async () => {
    const { api, user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Metal/ }));

    expect(screen.getByLabelText('Choice 1 name')).toHaveValue('Gold');
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    const added = screen.getByLabelText('Choice 3 name');
    expect(added).toHaveFocus();
    await user.type(added, 'Platinum');
    await user.type(screen.getByLabelText('Choice 3 cost'), '25');
    await user.clear(screen.getByLabelText('Choice 2 name'));
    await user.type(screen.getByLabelText('Choice 2 name'), 'Sterling');

    await user.click(screen.getByRole('button', { name: 'Delete choice 1' }));
    await confirmAsked('Are you sure you want to delete ?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Choice 1 name')).toHaveValue('Sterling'),
    );

    await user.click(saveButton());
    await screen.findByText('Service saved');
    const metal = sentSave(api).options.find((o) => o.label.value === 'Metal');
    expect(metal?.values).toEqual([
      { id: 22, name: 'Sterling', image: null, cost: null },
      { id: -1, name: 'Platinum', image: null, cost: '25' },
    ]);
  });

  it('pages a mass dropdown of 10,000 choices and renames one on a later page', async () => {
    const brands = Array.from({ length: 10000 }, (_, i) => ({
      id: 1000 + i,
      name: `Brand ${i + 1}`,
      image: null,
      cost: null,
    }));
    const service = ringResizing({
      options: [optionOf(9, 'md', 'Brand', 1, { values: brands })],
    });
    const { api, user } = openEditor({}, service);
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Brand/ }));

    expect(screen.getByText('10000 choices')).toBeInTheDocument();
    expect(
      screen.getAllByRole('textbox', { name: /^Choice \d+ name$/ }),
    ).toHaveLength(25);
    await user.click(screen.getByRole('listitem', { name: '5' }));
    const choice = screen.getByLabelText('Choice 101 name');
    expect(choice).toHaveValue('Brand 101');
    fireEvent.change(choice, { target: { value: 'Acme' } });
    expect(screen.getByLabelText('Choice 101 name')).toHaveValue('Acme');

    await user.click(saveButton());
    await screen.findByText('Service saved');
    const sent = sentSave(api).options[0] as OptionDraft;
    expect(sent.values).toHaveLength(10000);
    expect(sent.values[100]).toEqual({
      id: 1100,
      name: 'Acme',
      image: null,
      cost: null,
    });
  });

  it('deletes an option with the rules of other options that compare it', async () => {
    const service = withRulesOnMetal();
    const { api, user } = openEditor({}, service);
    await screen.findByRole('heading', { name: 'Ring Resizing' });

    await user.click(screen.getByRole('button', { name: 'Delete Metal' }));
    await confirmAsked('Are you sure you want to delete ?');
    expect(
      screen.getByText(
        '“Metal” will be deleted, with the 2 logic rules of other options that compare it.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(optionLabels()).toEqual(['Engraving text', 'Ring size']),
    );
    await user.click(saveButton());
    await screen.findByText('Service saved');
    expect(sentSave(api).options[0]?.logics).toEqual([]);
  });

  it('deletes a choice with the rules of other options that name it', async () => {
    const { api, user } = openEditor({}, withRulesOnMetal());
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Metal/ }));
    await user.click(screen.getByRole('button', { name: 'Delete choice 1' }));
    await confirmAsked('Are you sure you want to delete ?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Choice 1 name')).toHaveValue('Silver'),
    );
    await user.click(saveButton());
    await screen.findByText('Service saved');
    expect(sentSave(api).options[0]?.logics[0]?.rules).toEqual([
      {
        id: 72,
        compare_option_field: 2,
        operator_type: 'is',
        compare_to: 'Silver',
        logic_sequence_number: 1,
      },
    ]);
  });

  it('keeps the logic panel open while its expression is invalid', async () => {
    const base = ringResizing();
    const service = ringResizing({
      options: base.options.map((o) =>
        o.id === 3
          ? {
              ...o,
              logics: [
                {
                  id: 80,
                  apply_to_option_id: 3,
                  action: 'show' as const,
                  conditional_join: 'all' as const,
                  is_logic_enable: true,
                  logic_rule: '',
                  rules: [1, 2].map((n) => ({
                    id: 80 + n,
                    compare_option_field: 2,
                    operator_type: 'is' as const,
                    compare_to: n === 1 ? 'Gold' : 'Silver',
                    logic_sequence_number: n,
                  })),
                },
              ],
            }
          : o,
      ),
    });
    const { user } = openEditor({}, service);
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Ring size/ }));
    await user.click(screen.getByRole('button', { name: 'Logic' }));
    expect(
      screen.getByRole('heading', { name: 'Logic: Ring size' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(await screen.findByText(LOGIC_NOT_CLOSABLE)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('list', { name: 'Options' })).getByRole(
        'button',
        { name: /^Metal/ },
      ),
    );
    expect(
      screen.getByRole('heading', { name: 'Logic: Ring size' }),
    ).toBeInTheDocument();
  });

  it('adds an option by keyboard alone', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    screen.getByRole('button', { name: 'Add option' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Short text' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add option' })).toHaveFocus();
    expect(
      screen.queryByRole('group', { name: 'Option kinds' }),
    ).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Number' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Settings: New Number' }),
    ).toBeInTheDocument();
    expect(optionLabels().at(-1)).toBe('New Number');
  });
});
