import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { Service, ServiceOption } from './api';
import { ServiceOptionsPage } from './ServiceOptionsPage';

const option = (
  id: number,
  tag: string,
  label: string,
  sequence: number,
  isRequired: boolean,
): ServiceOption => ({
  id,
  tag,
  label: { value: label },
  sequence,
  values: [],
  is_required: isRequired,
  is_option_cost: false,
  is_metal_type: false,
  instructions: null,
  infoTooltip: null,
  image: null,
});

const ringResizing: Service = {
  id: 42,
  name: 'Ring Resizing',
  options: [
    option(3, 'nba', 'Ring size', 3, true),
    option(1, 'st', 'Engraving text', 1, false),
    option(2, 'd', 'Metal', 2, true),
  ],
};

const renderPage = (serviceId = '42') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/service-builder/:serviceId"
        element={<ServiceOptionsPage />}
      />
    </Routes>,
    {
      route: `/portal/service-builder/${serviceId}`,
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('service builder options', () => {
  it('lists the options in sequence order with their kind and required mark', async () => {
    const api = mockApi({
      'GET /stores/1/services/42': { body: ringResizing },
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Ring Resizing' }),
    ).toBeInTheDocument();
    const items = within(
      screen.getByRole('list', { name: 'Options' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Engraving textShort text',
      'Metal*Dropdown',
      'Ring size*Current/desired size (advanced)',
    ]);
    expect(
      within(items[1] as HTMLElement).getByTitle('Required'),
    ).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).queryByTitle('Required'),
    ).not.toBeInTheDocument();
    expect(api.callsTo('GET /stores/1/services/42')).toHaveLength(1);
  });

  it('shows not found for a service of another store or a bad id', async () => {
    mockApi({
      'GET /stores/1/services/99': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found.', errors: {} },
      },
    });
    renderPage('99');
    expect(
      await screen.findByRole('heading', { name: 'Service not found' }),
    ).toBeInTheDocument();
  });

  it('shows the error state and retries', async () => {
    const api = mockApi({
      'GET /stores/1/services/42': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderPage();

    expect(
      await screen.findByText('We could not load this service.'),
    ).toBeInTheDocument();
    api.on({ 'GET /stores/1/services/42': { body: ringResizing } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Ring Resizing' }),
    ).toBeInTheDocument();
  });
});
