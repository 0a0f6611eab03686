import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { item } from '../testing/cartFixtures';
import { CartLine } from './CartLine';

const longNote = `Please engrave the inside with our wedding date and both initials ${'x'.repeat(10)}`;

const renderLine = (overrides: Parameters<typeof item>[0]) =>
  renderWithProviders(
    <ul>
      <CartLine
        item={item(overrides)}
        onQuantityChange={() => undefined}
        onRemove={() => undefined}
      />
    </ul>,
  );

test("'N options chosen' opens to list the chosen options, long values cut with the full text on hover", async () => {
  renderLine({
    answers: { '5': { value: 'other', other: 'Rose gold' }, '6': longNote },
    choices: [
      { label: 'Metal', value: 'Rose gold' },
      { label: 'Engraving', value: longNote },
    ],
  });
  const summary = screen.getByText('2 options chosen');
  expect(screen.getByText(/Metal/)).not.toBeVisible();
  await userEvent.click(summary);
  expect(screen.getByText('Metal: Rose gold')).toBeVisible();
  const cut = screen.getByText(`${longNote.slice(0, 59)}…`);
  expect(cut).toHaveAttribute('title', longNote);
});

test('a line without options says so and has nothing to open', () => {
  renderLine({ answers: {}, choices: [] });
  expect(screen.getByText('No options chosen')).toBeVisible();
  expect(screen.queryByRole('group')).toBeNull();
});
