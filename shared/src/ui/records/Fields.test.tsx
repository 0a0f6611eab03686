import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { Fields } from 'shared/ui/records';

// The label/value list of both portals' record cards (an order's dates, its money, its customer).

test('Fields labels each value by its term and leaves out a row with no value', () => {
  renderWithProviders(
    <Fields
      rows={[
        ['Placed', 'March 2, 2026'],
        ['Paid', null],
      ]}
    />,
  );
  expect(screen.getByRole('definition', { name: 'Placed' })).toHaveTextContent(
    'March 2, 2026',
  );
  expect(screen.queryByText('Paid')).not.toBeInTheDocument();
});
