import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { CustomerCard } from 'shared/ui/records';

// Who a record is for, in both portals: the store's orders carry a contact beside the account
// (and may be a guest's); the vendor's carry the customer alone.

afterEach(() => act(() => setLanguage('en')));

const field = (label: string) =>
  screen.getByRole('definition', { name: label });

test('a guest order names the guest and the contact given, under a "Customer" heading', () => {
  renderWithProviders(
    <CustomerCard
      customer={null}
      contact={{ first_name: 'Gus', last_name: 'Guest' }}
      email="gus@example.com"
      phone="555-0101"
    />,
  );
  expect(screen.getByRole('heading', { name: 'Customer' })).toBeVisible();
  expect(field('Customer')).toHaveTextContent('Guest');
  expect(field('Contact')).toHaveTextContent('Gus Guest');
  expect(field('Email')).toHaveTextContent('gus@example.com');
  expect(field('Phone')).toHaveTextContent('555-0101');
});

test("a vendor's customer: the name alone, no phone row when there is none, in Spanish when the page is", () => {
  act(() => setLanguage('es'));
  renderWithProviders(
    <CustomerCard
      customer={{ first_name: 'Ada', last_name: 'Lovelace' }}
      email="ada@example.com"
      phone={null}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Cliente' })).toBeVisible();
  expect(field('Nombre')).toHaveTextContent('Ada Lovelace');
  expect(field('Correo electrónico')).toHaveTextContent('ada@example.com');
  expect(screen.queryByText('Teléfono')).not.toBeInTheDocument();
  expect(screen.queryByText('Contacto')).not.toBeInTheDocument();
});
