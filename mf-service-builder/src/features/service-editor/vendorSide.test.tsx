import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ServiceDraft,
  ServiceSave,
} from 'shared/contracts/serviceBuilder';
import { VENDOR_SERVICE_MESSAGES } from 'shared/contracts/vendorServices';
import { mockApi } from 'shared/testing';
import { skuTemplatePath } from './api';
import {
  renderVendorBuilder,
  vendorBuilderContext,
  vendorRingResizing,
} from './testFixtures';

// A vendor owner builds the vendor's own services with the same builder, mounted at
// '/portal' on the vendor host: the vendor's endpoints, no category, words that fit a vendor.

const CONTEXT = 'GET /vendor/service-builder/context';

function openVendorEditor() {
  const service = vendorRingResizing();
  const api = mockApi({
    'GET /vendor/services/42': { body: service },
    [CONTEXT]: { body: vendorBuilderContext },
    'PUT /vendor/services/42': (call) => ({
      body: { ...service, ...(call.body as ServiceSave), version: 4 },
    }),
    'POST /vendor/services/42/duplicate': {
      status: 201,
      body: vendorRingResizing({ id: 43, name: 'Ring Resizing (copy)' }),
    },
    'GET /vendor/services/43': {
      body: vendorRingResizing({ id: 43, name: 'Ring Resizing (copy)' }),
    },
  });
  renderVendorBuilder('/portal/services/42');
  return { api, user: userEvent.setup() };
}

describe('the builder on the vendor side', () => {
  it('opens and saves the vendor’s service through the vendor’s routes, without a category', async () => {
    const { api, user } = openVendorEditor();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    expect(
      screen.getByText('Inactive services are not offered.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/storefront/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/portal/services',
    );

    await user.type(screen.getByLabelText('Name'), ' XL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service saved')).toBeInTheDocument();
    expect(
      (api.callsTo('PUT /vendor/services/42')[0]?.body as ServiceSave).name,
    ).toBe('Ring Resizing XL');
    expect(api.calls.map((c) => c.path)).not.toContainEqual(
      expect.stringMatching(/^\/(stores|service-builder)/),
    );
  });

  it('duplicates into /portal/services/{copy}', async () => {
    const { user } = openVendorEditor();
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ring Resizing (copy)',
      }),
    ).toBeInTheDocument();
  });

  it('says a service that is not the vendor’s is not found, and leads back to the list', async () => {
    mockApi({
      'GET /vendor/services/9': {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: VENDOR_SERVICE_MESSAGES.notFound,
          errors: {},
        },
      },
      [CONTEXT]: { body: vendorBuilderContext },
    });
    renderVendorBuilder('/portal/services/9');
    expect(
      await screen.findByRole('heading', { name: 'Service not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(VENDOR_SERVICE_MESSAGES.notFound),
    ).toBeInTheDocument();
    expect(screen.queryByText(/another store/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to your services' }),
    ).toHaveAttribute('href', '/portal/services');
  });

  it('creates a service with POST /vendor/services and opens /portal/services/{id}', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /vendor/services': (call) => ({
        status: 201,
        body: vendorRingResizing({
          ...(call.body as ServiceDraft),
          id: 77,
          version: 1,
        } as never),
      }),
      'GET /vendor/services/77': {
        body: vendorRingResizing({ id: 77, name: 'Chain Repair', options: [] }),
      },
      [CONTEXT]: { body: vendorBuilderContext },
    });
    renderVendorBuilder('/portal/new-service');
    expect(
      screen.getByRole('heading', { level: 1, name: 'New service' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    expect(
      screen.getByText('Inactive services are not offered.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Chain Repair');
    await user.type(screen.getByLabelText('Price'), '25');
    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chain Repair' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/services')[0]?.body).toMatchObject({
      name: 'Chain Repair',
      price: '25',
      category_id: null,
    });
    await waitFor(() =>
      expect(api.callsTo('GET /vendor/services/77')).toHaveLength(1),
    );
    expect(api.callsTo('POST /store/services')).toHaveLength(0);
  });

  it('takes the SKU template from the vendor’s route', () => {
    expect(skuTemplatePath({ side: 'vendor' })).toBe(
      'vendor/download-sku-template',
    );
    expect(skuTemplatePath({ side: 'store', storeId: 1 })).toBe(
      'store/1/download-sku-template',
    );
  });
});
