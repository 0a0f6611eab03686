import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { renderWithProviders } from 'shared/testing';
import { LogicPanel } from './LogicPanel';
import type { Logic } from './logicModel';
import { draftOption } from './testOptions';

// The LogicPanel tests' harness: a service's options in state, fed back through onChange.

export const SELF = 10;
const baseOptions = (): OptionDraft[] => [
  draftOption(1, 'st', 'Engraving'),
  draftOption(2, 'd', 'Metal', ['Gold', 'Silver']),
  draftOption(3, 'n', 'Width'),
  draftOption(4, 'rb', 'Stones', ['Ruby', 'Opal']),
  draftOption(5, 'sst', 'Finish', ['Matte', 'Polished']),
  draftOption(6, 'ssi', 'Style', ['Classic']),
  draftOption(7, 'cb', 'Gift wrap'),
  draftOption(8, 'nba', 'Ring size'),
  draftOption(9, 'md', 'Brand', ['Acme']),
  draftOption(SELF, 'd', 'Font', ['Serif']),
];

export const rule = (n: number, field: number | null, op = 'is', to = '') => ({
  id: -n,
  compare_option_field: field,
  operator_type: op as Logic['rules'][number]['operator_type'],
  compare_to: to,
  logic_sequence_number: n,
});

export const logicWith = (
  rules: Logic['rules'],
  extra: Partial<Logic> = {},
): Logic => ({
  id: -50,
  apply_to_option_id: SELF,
  action: 'show',
  conditional_join: 'all',
  is_logic_enable: false,
  logic_rule: '',
  rules,
  ...extra,
});

/** Renders the panel of option SELF (with `logic`); `others` gives other options a logic too. */
export function renderLogicPanel(
  logic?: Logic,
  others: Record<number, Logic> = {},
) {
  const onChange = jest.fn();
  const onClosableChange = jest.fn();
  let id = -100;
  const nextId = () => (id -= 1);
  const start = baseOptions().map((o) => {
    const own = o.id === SELF ? logic : others[o.id];
    return own ? { ...o, logics: [own] } : o;
  });
  function Harness() {
    const [options, setOptions] = useState(start);
    const self = options.find((o) => o.id === SELF) as OptionDraft;
    return (
      <LogicPanel
        option={self}
        options={options}
        nextId={nextId}
        onClosableChange={onClosableChange}
        onChange={(logics) => {
          onChange(logics);
          setOptions((all) =>
            all.map((o) => (o.id === SELF ? { ...o, logics } : o)),
          );
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  const lastLogics = (): Logic[] => onChange.mock.lastCall?.[0];
  return { user: userEvent.setup(), onChange, onClosableChange, lastLogics };
}

export const ruleGroup = (n: number) =>
  screen.getByRole('group', { name: `Rule ${n}` });
export const fieldOf = (n: number, name: string) =>
  within(ruleGroup(n)).getByRole('combobox', { name });
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
export const expression = () => screen.getByRole('textbox', { name: 'Logic' });
export const addLogic = () => screen.getByRole('switch', { name: 'Add logic' });
export const addAnother = () =>
  screen.getByRole('button', { name: 'Add another' });

export async function confirmDelete(
  user: ReturnType<typeof userEvent.setup>,
  n: number,
) {
  await user.click(screen.getByRole('button', { name: `Delete rule ${n}` }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}
