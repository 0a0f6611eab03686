import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROFILE_MESSAGES,
  type VendorProfile,
} from 'shared/contracts/vendorSetup';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { MESSAGES } from 'shared/validation';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /portal/setting/setup-vendor: the owner's business profile (name, logo, description,
// contact, website, service area, turnaround), saved under its version.

jest.setTimeout(60_000);

const PROFILE: VendorProfile = {
  name: 'Fixit Workshop',
  contact_email: null,
  contact_phone: null,
  website_url: null,
  logo: null,
  description: '',
  service_area: '',
  turnaround_days: null,
  version: 3,
};
const LOGO = '/api/v1/uploads/0123456789abcdef0123456789abcdef.png';
const PATH = '/portal/setting/setup-vendor';

describe('the workshop profile', () => {
  it('uploads a logo and saves the profile under the version it read', async () => {
    const api = mockApi({
      'GET /vendor/settings/profile': { body: PROFILE },
      'POST /uploads': { status: 201, body: { url: LOGO } },
      'PUT /vendor/settings/profile': (call) => ({
        body: { ...PROFILE, ...(call.body as object), version: 4 },
      }),
    });
    const user = userEvent.setup();
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    await user.type(
      await screen.findByLabelText('Short description'),
      'Ring sizing and soldering.',
    );
    await user.upload(
      screen.getByLabelText('Upload a logo'),
      new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByRole('img', { name: 'Your workshop’s logo' }),
    ).toHaveAttribute('src', LOGO);
    expect(api.callsTo('POST /uploads')).toHaveLength(1);
    await user.type(screen.getByLabelText('Website'), 'https://fixit.test');
    await user.type(screen.getByLabelText(/Usual turnaround/), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/settings/profile')[0]!.body).toEqual({
      name: 'Fixit Workshop',
      contact_email: null,
      contact_phone: null,
      website_url: 'https://fixit.test',
      logo: LOGO,
      description: 'Ring sizing and soldering.',
      service_area: '',
      turnaround_days: 5,
      version: 3,
    });
  });

  it('refuses a bad address before sending, and shows the api’s refusal on its field keeping what was typed', async () => {
    const api = mockApi({
      'GET /vendor/settings/profile': { body: PROFILE },
      'PUT /vendor/settings/profile': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: PROFILE_MESSAGES.phone,
          errors: { contact_phone: PROFILE_MESSAGES.phone },
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    const website = await screen.findByLabelText('Website');
    await user.type(website, 'fixit.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.url)).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/settings/profile')).toHaveLength(0);

    await user.clear(website);
    await user.type(website, 'https://fixit.test');
    await user.type(screen.getByLabelText('Contact phone'), '555 0101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(PROFILE_MESSAGES.phone)).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText('Contact phone')).toHaveValue('555 0101');
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('a stale save says so and shows what the other person saved', async () => {
    mockApi({
      'GET /vendor/settings/profile': { body: PROFILE },
      'PUT /vendor/settings/profile': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: PROFILE_MESSAGES.stale,
          errors: {},
          current: { ...PROFILE, service_area: 'Springfield', version: 4 },
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    await user.type(await screen.findByLabelText('Service area'), 'Anywhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_MESSAGES.stale)).toBeInTheDocument();
    expect(screen.getByLabelText('Service area')).toHaveValue('Springfield');
  });

  it('staff are told only the owner manages it; a failed load offers Retry', async () => {
    mockApi({
      'GET /vendor/settings/profile': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Not allowed.', errors: {} },
      },
    });
    const { unmount } = renderVendorPortalAt(PATH, ROLES.VENDOR_STAFF);
    expect(
      await screen.findByText("Only the workshop's owner manages its settings"),
    ).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /vendor/settings/profile': {
        status: 500,
        body: { code: 'ERROR', message: 'Server down.', errors: {} },
      },
    });
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
  });
});
