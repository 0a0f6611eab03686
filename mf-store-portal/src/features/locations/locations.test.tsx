import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { DOWNTOWN, MALL, renderLocationsAt } from './testing';

const locations = [DOWNTOWN, MALL];
const renderPage = (role: number = ROLES.STORE_OWNER) =>
  renderLocationsAt('/portal/location', role);

describe('store portal locations', () => {
  it('labels each cell with its column, for the stacked rows of a phone', async () => {
    mockApi({ 'GET /locations': { body: locations } });
    renderPage();

    const downtown = await screen.findByRole('row', { name: /Acme Downtown/ });
    expect(
      within(downtown)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Address', 'Phone', 'Actions']);
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
    // The default can be edited but neither moved nor removed.
    expect(
      within(downtown).getByRole('link', { name: 'Edit Acme Downtown' }),
    ).toHaveAttribute('href', '/portal/location/edit/1');
    expect(within(downtown).queryByRole('button')).not.toBeInTheDocument();
    const mall = screen.getByRole('row', { name: /Acme Mall/ });
    expect(within(mall).queryByText('Default')).not.toBeInTheDocument();
    expect(within(mall).getByText('—')).toBeInTheDocument();
    expect(api.callsTo('GET /locations')[0]?.query).toEqual({ store_id: '1' });
  });

  it('makes a location the default, and removes one after asking', async () => {
    const api = mockApi({
      'GET /locations': { body: locations },
      'POST /locations/2/default': {
        body: [
          { ...DOWNTOWN, is_default: false, version: 2 },
          { ...MALL, is_default: true, version: 2 },
        ],
      },
      'DELETE /locations/1': { body: [{ ...MALL, is_default: true }] },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      await screen.findByRole('button', { name: 'Make default: Acme Mall' }),
    );
    expect(
      await screen.findByText('Acme Mall is now your default location.'),
    ).toBeInTheDocument();
    const mall = screen.getByRole('row', { name: /Acme Mall/ });
    expect(within(mall).getByText('Default')).toBeInTheDocument();
    expect(api.callsTo('POST /locations/2/default')).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Remove Acme Downtown' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /locations/1')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Remove Acme Downtown' }),
    );
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Acme Downtown was removed.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('row', { name: /Acme Downtown/ }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /locations/1')).toHaveLength(1);
  });

  it('tells the owner why a location cannot be removed', async () => {
    mockApi({
      'GET /locations': { body: locations },
      'DELETE /locations/2': {
        status: 409,
        body: {
          code: 'LOCATION.IN_USE',
          message:
            'This location has orders or estimates, so it cannot be removed. Keep it for their history.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Acme Mall' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'This location has orders or estimates, so it cannot be removed. Keep it for their history.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Acme Mall/ })).toBeInTheDocument();
  });

  it('shows staff the list without the owner’s actions', async () => {
    mockApi({ 'GET /locations': { body: [DOWNTOWN] } });
    renderPage(ROLES.STORE_STAFF);
    const downtown = await screen.findByRole('row', { name: /Acme Downtown/ });
    expect(
      within(downtown)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Address', 'Phone']);
    expect(
      screen.queryByRole('button', { name: 'Add location' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Edit/ }),
    ).not.toBeInTheDocument();
  });

  it('shows an empty state that says what to do when the store has no locations', async () => {
    mockApi({ 'GET /locations': { body: [] } });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        'No locations yet. Add the address where your store takes orders.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(
      await screen.findByRole('heading', { name: 'Add location' }),
    ).toBeInTheDocument();
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
