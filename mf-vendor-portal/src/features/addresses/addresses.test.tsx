import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VendorAddress } from 'shared/contracts/vendorOnboarding';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// The workshop's addresses at /portal/setting/address, …/address/add and
// …/edit-address/{id}.

const HOME: VendorAddress = {
  id: 9001,
  name: 'Fixit Workshop',
  address_line1: '400 Bench Lane',
  address_line2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62702',
  phone: null,
  is_default: true,
  version: 1,
};
const BRANCH: VendorAddress = {
  ...HOME,
  id: 9002,
  name: 'Fixit Downtown',
  address_line1: '9 Market St',
  is_default: false,
};

const renderAt = (route: string, role = 7) => renderVendorPortalAt(route, role);

describe('/address', () => {
  it('lists the addresses, makes one the default and removes one after asking', async () => {
    const api = mockApi({
      'GET /vendor/addresses': { body: [HOME, BRANCH] },
      'POST /vendor/addresses/9002/default': {
        body: [
          { ...BRANCH, is_default: true },
          { ...HOME, is_default: false },
        ],
      },
      'DELETE /vendor/addresses/9001': {
        body: [{ ...BRANCH, is_default: true }],
      },
    });
    const user = userEvent.setup();
    renderAt('/portal/setting/address');
    const list = await screen.findByRole('list', { name: 'Addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Default')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Make default' }));
    expect(
      await screen.findByText('Fixit Downtown is now your default address.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/addresses/9002/default')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(api.callsTo('DELETE /vendor/addresses/9001')).toHaveLength(1);
  });

  it('says what to do when there is no address yet', async () => {
    mockApi({ 'GET /vendor/addresses': { body: [] } });
    renderAt('/portal/setting/address');
    expect(
      await screen.findByText(
        /No address yet\. Add the address stores send pieces to/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Add an address' }),
    ).toHaveAttribute('href', '/portal/setting/address/add');
  });

  it('tells staff the addresses are the owner’s', async () => {
    mockApi({
      'GET /vendor/addresses': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'You do not have permission to perform this action.',
          errors: {},
        },
      },
    });
    renderAt('/portal/setting/address', 8);
    expect(
      await screen.findByText(
        "Only the workshop's owner manages its addresses",
      ),
    ).toBeInTheDocument();
  });
});

describe('address form', () => {
  it('adds an address after the form’s own checks', async () => {
    const api = mockApi({
      'POST /vendor/addresses': { status: 201, body: BRANCH },
      'GET /vendor/addresses': { body: [HOME, BRANCH] },
    });
    const user = userEvent.setup();
    renderAt('/portal/setting/address/add');
    await user.type(
      await screen.findByLabelText('Name on the address'),
      'Fixit Downtown',
    );
    await user.type(screen.getByLabelText('Address'), '9 Market St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('This field is required'),
    ).not.toHaveLength(0);
    expect(api.callsTo('POST /vendor/addresses')).toHaveLength(0);
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('State or region'), 'IL');
    await user.type(screen.getByLabelText('Postal code'), '62702');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Your addresses' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/addresses')[0]?.body).toMatchObject({
      name: 'Fixit Downtown',
      address_line1: '9 Market St',
      zip: '62702',
    });
  });

  it('a new address shows in the list it came from, which loads again after the save', async () => {
    let saved = false;
    const api = mockApi({
      'GET /vendor/addresses': () => ({
        body: saved ? [HOME, BRANCH] : [HOME],
      }),
      'POST /vendor/addresses': () => {
        saved = true;
        return { status: 201, body: BRANCH };
      },
    });
    const user = userEvent.setup();
    renderAt('/portal/setting/address');
    await user.click(
      await screen.findByRole('link', { name: 'Add an address' }),
    );
    await user.type(
      await screen.findByLabelText('Name on the address'),
      'Fixit Downtown',
    );
    await user.type(screen.getByLabelText('Address'), '9 Market St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('State or region'), 'IL');
    await user.type(screen.getByLabelText('Postal code'), '62702');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const list = await screen.findByRole('list', { name: 'Addresses' });
    expect(await within(list).findByText('Fixit Downtown')).toBeVisible();
    expect(api.callsTo('GET /vendor/addresses')).toHaveLength(2);
  });

  it('a stale edit says so, shows the address as it is now and keeps what was typed', async () => {
    const now = { ...BRANCH, address_line1: '11 Market St', version: 2 };
    const api = mockApi({
      'GET /vendor/addresses/9002': { body: BRANCH },
      'PUT /vendor/addresses/9002': (call) =>
        (call.body as { version: number }).version === 1
          ? {
              status: 409,
              body: {
                code: 'CONFLICT',
                message:
                  'Someone else changed this address since you opened it. Here it is as it is now.',
                errors: {},
                current: now,
              },
            }
          : { body: { ...now, address_line1: '13 Market St', version: 3 } },
      'GET /vendor/addresses': { body: [HOME, BRANCH] },
    });
    const user = userEvent.setup();
    renderAt('/portal/setting/edit-address/9002');
    const line = await screen.findByLabelText('Address');
    await user.clear(line);
    await user.type(line, '13 Market St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText(
        'Someone else changed this address since you opened it. Here it is as it is now.',
      ),
    ).not.toHaveLength(0);
    expect(
      screen.getByText(/Now: Fixit Downtown: 11 Market St/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('13 Market St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Your addresses' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/addresses/9002')[1]?.body).toMatchObject({
      address_line1: '13 Market St',
      version: 2,
    });
  });
});
