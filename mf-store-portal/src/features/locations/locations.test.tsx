import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { Location } from './api';
import { LocationsPage } from './LocationsPage';

const locations: Location[] = [
  {
    id: 1,
    store_id: 1,
    name: 'Acme Downtown',
    address_line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: '+1 217 555 0100',
    is_default: true,
  },
  {
    id: 2,
    store_id: 1,
    name: 'Acme Mall',
    address_line1: '200 Mall Rd',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    phone: null,
    is_default: false,
  },
];

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/location" element={<LocationsPage />} />
    </Routes>,
    {
      route: '/portal/location',
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('store portal locations', () => {
  it('labels each cell with its column, for the stacked rows of a phone', async () => {
    mockApi({ 'GET /locations': { body: locations } });
    renderPage();

    const downtown = await screen.findByRole('row', { name: /Acme Downtown/ });
    expect(
      within(downtown)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Address', 'Phone']);
  });

  it("lists the session store's locations with address, phone and the default tag", async () => {
    const api = mockApi({ 'GET /locations': { body: locations } });
    renderPage();

    const downtown = await screen.findByRole('row', { name: /Acme Downtown/ });
    expect(within(downtown).getByText('Default')).toBeInTheDocument();
    expect(
      within(downtown).getByText('1 Main St, Springfield, IL 62701'),
    ).toBeInTheDocument();
    expect(within(downtown).getByText('+1 217 555 0100')).toBeInTheDocument();
    const mall = screen.getByRole('row', { name: /Acme Mall/ });
    expect(within(mall).queryByText('Default')).not.toBeInTheDocument();
    expect(within(mall).getByText('—')).toBeInTheDocument();
    expect(api.callsTo('GET /locations')[0]?.query).toEqual({ store_id: '1' });
  });

  it('shows an empty state when the store has no locations', async () => {
    mockApi({ 'GET /locations': { body: [] } });
    renderPage();
    expect(await screen.findByText('No locations yet.')).toBeInTheDocument();
  });

  it('shows the error state with retry when the call fails', async () => {
    const api = mockApi({
      'GET /locations': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'You may not see these locations.',
          errors: {},
        },
      },
    });
    renderPage();

    expect(
      await screen.findByText('We could not load your locations.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You may not see these locations.'),
    ).toBeInTheDocument();

    api.on({ 'GET /locations': { body: locations } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Downtown')).toBeInTheDocument();
  });
});
