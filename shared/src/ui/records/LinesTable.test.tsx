import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { LinesTable, type RecordLine } from 'shared/ui/records';

// The lines of an order or estimate in both portals: the store's are services with the options
// chosen, the vendor's are descriptions with the record's total under them.

afterEach(() => act(() => setLanguage('en')));

const lines: RecordLine[] = [
  {
    id: 1,
    name: 'Ring resizing',
    choices: [{ label: 'Metal type', value: 'Gold' }],
    quantity: 2,
    unit_price: '25.00',
    amount: '50.00',
  },
];

test("a store's lines: the service with its options, quantity, unit price and line total", () => {
  renderWithProviders(<LinesTable lines={lines} />);
  expect(screen.getByRole('heading', { name: 'Lines' })).toBeVisible();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Service', 'Quantity', 'Unit price', 'Total']);
  const row = screen.getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Ring resizing');
  expect(row).toHaveTextContent('Metal type: Gold');
  expect(row).toHaveTextContent('$25.00');
  expect(row).toHaveTextContent('$50.00');
  expect(screen.queryByText(/^Total: /)).not.toBeInTheDocument();
});

test("a vendor's lines: descriptions, amounts and the record's total", () => {
  renderWithProviders(
    <LinesTable wording="description" lines={lines} total="70.00" />,
  );
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
    ['Description', 'Quantity', 'Unit price', 'Amount'],
  );
  expect(screen.getByText('Total: $70.00')).toBeInTheDocument();
});

test('says when there are no lines, and speaks Spanish when the page does', () => {
  act(() => setLanguage('es'));
  renderWithProviders(<LinesTable lines={[]} total="0.00" />);
  expect(screen.getByRole('heading', { name: 'Líneas' })).toBeInTheDocument();
  expect(screen.getByText('Sin líneas')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Servicio' })).toBeVisible();
  expect(screen.getByText(/^Total: 0,00/)).toBeInTheDocument();
});
