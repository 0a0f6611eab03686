import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { RECORDS_CATALOGUES, StatusMoves } from 'shared/ui/records';
import {
  ESTIMATE,
  movesFrom,
  SALES_ORDER,
  VENDOR_INVOICE,
  WORK_ORDER,
} from 'shared/workflow';
import { moveActionKey } from './StatusMoves';

// The one status-moves widget of both portals: each passes its record's moves and its own request.

afterEach(() => act(() => setLanguage('en')));

const conflict = () =>
  new ApiError(409, {
    code: 'CONFLICT',
    message: 'Someone moved this sales order first.',
  });

test('a plain move is made at once; one that ends the record asks first, and Keep it changes nothing', async () => {
  const user = userEvent.setup();
  const made: string[] = [];
  let changed = 0;
  renderWithProviders(
    <StatusMoves
      moves={movesFrom(SALES_ORDER, 'new', 'store')}
      record={SALES_ORDER}
      ask={{ cancelled: {} }}
      submit={async (to) => void made.push(to)}
      onChanged={() => (changed += 1)}
    />,
  );
  const group = screen.getByRole('group', { name: 'Next steps' });
  await user.click(within(group).getByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel order?' });
  expect(dialog).toHaveTextContent(
    'The sales order will be cancelled. This cannot be undone.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(made).toEqual([]);
  const first = movesFrom(SALES_ORDER, 'new', 'store').find(
    (move) => move.to !== 'cancelled',
  )!;
  await user.click(within(group).getByRole('button', { name: first.action }));
  expect(made).toEqual([first.to]);
  expect(changed).toBe(1);
});

test('a move that needs a reason asks for it and sends it; a 409 shows why and reloads the record', async () => {
  const user = userEvent.setup();
  const made: [string, string | undefined][] = [];
  let reloaded = 0;
  renderWithProviders(
    <StatusMoves
      moves={[
        { to: 'rejected', action: 'Reject' },
        { to: 'accepted', action: 'Accept' },
      ]}
      ask={{ rejected: { title: 'Reject this job?', reason: true } }}
      submit={async (to, reason) => {
        if (to === 'accepted') throw conflict();
        made.push([to, reason]);
      }}
      onConflict={() => (reloaded += 1)}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Reject this job?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(
    await within(dialog).findByText('Please give a reason.'),
  ).toBeInTheDocument();
  expect(made).toEqual([]);
  await user.type(within(dialog).getByLabelText('Reason'), ' No platinum ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(made).toEqual([['rejected', 'No platinum']]);

  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(
    await screen.findByText('Someone moved this sales order first.'),
  ).toBeInTheDocument();
  expect(reloaded).toBe(1);
});

test('a move the page knows is refused says why instead of asking, in Spanish when the page speaks it', async () => {
  act(() => setLanguage('es'));
  const user = userEvent.setup();
  renderWithProviders(
    <StatusMoves
      moves={[{ to: 'cancelled', action: 'Cancelar pedido' }]}
      ask={{ cancelled: {} }}
      refusals={{ cancelled: 'La pieza sigue en el taller.' }}
      submit={async () => undefined}
    />,
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Siguientes pasos' })).getByRole(
      'button',
      { name: 'Cancelar pedido' },
    ),
  );
  expect(
    await screen.findByText('La pieza sigue en el taller.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('after a move focus rests on the new status, said politely in the words the page gives', async () => {
  act(() => setLanguage('es'));
  const user = userEvent.setup();
  renderWithProviders(
    <StatusMoves
      moves={[{ to: 'in_progress', action: 'Empezar el trabajo' }]}
      statusLabel={(to) => (to === 'in_progress' ? 'En curso' : to)}
      submit={async () => undefined}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Empezar el trabajo' }));
  const note = await screen.findByRole('status');
  expect(note).toHaveTextContent('Estado: En curso');
  expect(note).toHaveFocus();
});

test('a move the page refused says no new status and leaves focus on its button', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <StatusMoves
      moves={movesFrom(SALES_ORDER, 'new', 'store').slice(0, 1)}
      record={SALES_ORDER}
      submit={async () => false}
    />,
  );
  const button = screen.getByRole('button');
  await user.click(button);
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(button).toHaveFocus();
});

test('a dialog closed with Keep it or Escape gives focus back to the button that opened it', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <StatusMoves
      moves={[
        { to: 'in_progress', action: 'Start work' },
        { to: 'on_hold', action: 'Put on hold' },
      ]}
      ask={{ on_hold: { title: 'Put this job on hold?', reason: true } }}
      submit={async () => undefined}
    />,
  );
  const hold = screen.getByRole('button', { name: 'Put on hold' });
  await user.click(hold);
  let dialog = await screen.findByRole('dialog', {
    name: 'Put this job on hold?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(hold).toHaveFocus();

  await user.click(hold);
  dialog = await screen.findByRole('dialog', { name: 'Put this job on hold?' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(hold).toHaveFocus();
});

test("the workflow's own moves read in Spanish: the button and the question it asks", async () => {
  act(() => setLanguage('es'));
  const user = userEvent.setup();
  renderWithProviders(
    <StatusMoves
      moves={[
        ...movesFrom(WORK_ORDER, 'on_hold', 'store'),
        // One button per target status: only the sales order's cancel joins the work order's moves.
        ...movesFrom(SALES_ORDER, 'new', 'store').filter(
          (move) => move.to === 'cancelled',
        ),
      ]}
      ask={{ cancelled: {} }}
      submit={async () => undefined}
    />,
  );
  expect(
    screen.getByRole('button', { name: 'Aprobar y reanudar' }),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Approve and resume' }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancelar el pedido' }));
  expect(
    await screen.findByRole('dialog', { name: '¿Cancelar el pedido?' }),
  ).toBeInTheDocument();
});

test('every move of every record has its words in the catalogue, in English as the workflow writes them', () => {
  const wordsOf = (language: 'en' | 'es') =>
    (RECORDS_CATALOGUES[language].moves as { actions: Record<string, string> })
      .actions;
  const actions: readonly string[] = [
    SALES_ORDER,
    WORK_ORDER,
    ESTIMATE,
    VENDOR_INVOICE,
  ].flatMap((machine) =>
    (machine.moves as readonly { action: string }[]).map((m) => m.action),
  );
  for (const action of actions) {
    const key = moveActionKey(action);
    expect([key, wordsOf('en')[key]]).toEqual([key, action]);
    expect(wordsOf('es')[key]).toBeTruthy();
  }
});
