import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { DOWNTOWN, MALL, renderLocationsAt } from './testing';

// /portal/location/add and /portal/location/edit/{id}, the owner's.

const STALE =
  'Someone else changed this location since you opened it. Here it is as it is now.';

describe('location form', () => {
  it('adds a location after the form’s own checks, then lists it', async () => {
    const added = { ...MALL, id: 7, name: 'Acme Airport' };
    const api = mockApi({
      'POST /locations': { status: 201, body: added },
      'GET /locations': { body: [DOWNTOWN, added] },
    });
    const user = userEvent.setup();
    renderLocationsAt('/portal/location/add');
    await user.type(
      await screen.findByLabelText('Location name'),
      'Acme Airport',
    );
    await user.type(screen.getByLabelText('Address'), '1 Runway Rd');
    await user.type(screen.getByLabelText('ZIP code'), '6');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(
      2,
    );
    expect(
      screen.getByText('Please enter a valid ZIP code.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid phone number'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /locations')).toHaveLength(0);

    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('State'), 'IL');
    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '62707');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(
      await screen.findByRole('row', { name: /Acme Airport/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /locations')[0]?.body).toEqual({
      name: 'Acme Airport',
      address_line1: '1 Runway Rd',
      city: 'Springfield',
      state: 'IL',
      zip: '62707',
      phone: null,
    });
  });

  it('keeps what was typed when the plan has no room, and says where to add room', async () => {
    mockApi({
      'POST /locations': {
        status: 409,
        body: {
          code: 'LOCATIONS.LIMIT',
          message:
            'Your plan allows 1 location and your store has reached it. Add locations to your plan first.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderLocationsAt('/portal/location/add');
    await user.type(await screen.findByLabelText('Location name'), 'Second');
    await user.type(screen.getByLabelText('Address'), '2 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('State'), 'IL');
    await user.type(screen.getByLabelText('ZIP code'), '62701');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(
      await screen.findByText(
        'Your plan allows 1 location and your store has reached it. Add locations to your plan first.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Add locations to your plan' }),
    ).toHaveAttribute('href', '/pay-per-location');
    expect(screen.getByLabelText('Location name')).toHaveValue('Second');
  });

  it('a stale edit says so, shows the location as it is now and keeps what was typed', async () => {
    const now = { ...MALL, address_line1: '202 Mall Rd', version: 2 };
    const api = mockApi({
      'GET /locations/2': { body: MALL },
      'PUT /locations/2': (call) =>
        (call.body as { version: number }).version === 1
          ? {
              status: 409,
              body: {
                code: 'CONFLICT',
                message: STALE,
                errors: {},
                current: now,
              },
            }
          : { body: { ...now, address_line1: '204 Mall Rd', version: 3 } },
      'GET /locations': { body: [DOWNTOWN, MALL] },
    });
    const user = userEvent.setup();
    renderLocationsAt('/portal/location/edit/2');
    expect(
      await screen.findByRole('heading', { name: 'Edit location' }),
    ).toBeInTheDocument();
    const line = await screen.findByLabelText('Address');
    expect(line).toHaveValue('200 Mall Rd');
    await user.clear(line);
    await user.type(line, '204 Mall Rd');
    expect(
      screen.getByRole('region', { name: 'Unsaved changes to this location' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findAllByText(STALE)).not.toHaveLength(0);
    expect(
      screen.getByText(/Now: Acme Mall: 202 Mall Rd, Springfield, IL 62704/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('204 Mall Rd');

    // The refused save has ended (its button is no longer busy) before the second one.
    await user.click(
      await screen.findByRole('button', { name: 'Save location' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /locations/2')[1]?.body).toMatchObject({
      address_line1: '204 Mall Rd',
      version: 2,
    });
  });

  it('asks before leaving a form with unsaved changes', async () => {
    mockApi({
      'GET /locations/2': { body: MALL },
      'GET /locations': { body: [DOWNTOWN, MALL] },
    });
    const user = userEvent.setup();
    renderLocationsAt('/portal/location/edit/2');
    await user.type(await screen.findByLabelText('City'), 'ville');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Leave this page?');
    expect(screen.getByLabelText('City')).toHaveValue('Springfieldville');
  });

  it('says when the location is not the store’s', async () => {
    mockApi({
      'GET /locations/99': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Location not found.', errors: {} },
      },
    });
    renderLocationsAt('/portal/location/edit/99');
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
  });

  it('refuses staff', async () => {
    const api = mockApi({});
    renderLocationsAt('/portal/location/add', ROLES.STORE_STAFF);
    expect(
      await screen.findByText('You cannot open this page'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
