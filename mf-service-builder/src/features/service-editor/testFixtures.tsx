import type { ComponentType } from 'react';
import type { OptionsPreviewProps } from 'shared/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  blankOption,
  type BuilderContext,
  type BuilderService,
  type OptionDraft,
  type ServiceSave,
} from 'shared/contracts/serviceBuilder';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  type ApiMock,
  type MockHandler,
} from 'shared/testing';
import ServiceBuilderRoutes from '../../routes';

/** An option as the api serves it, for the editor's tests. */
export const optionOf = (
  id: number,
  tag: OptionDraft['tag'],
  label: string,
  sequence: number,
  overrides: Partial<OptionDraft> = {},
): OptionDraft => blankOption(id, tag, label, sequence, overrides);

export const ringResizing = (
  overrides: Partial<BuilderService> = {},
): BuilderService => ({
  id: 42,
  store_id: 1,
  vendor_id: null,
  version: 3,
  name: 'Ring Resizing',
  description: 'Resize a ring.',
  price: '40.00',
  category_id: 5,
  category: { id: 5, name: 'Rings' },
  item_tag: null,
  top_level_tag: null,
  is_active: true,
  image: null,
  images: [],
  created_on: '2026-11-01T10:00:00.000Z',
  updated_on: '2026-11-02T10:00:00.000Z',
  options: [
    optionOf(3, 'nba', 'Ring size', 3, { is_required: true }),
    optionOf(1, 'st', 'Engraving text', 1),
    optionOf(2, 'd', 'Metal', 2, {
      is_required: true,
      values: [
        { id: 21, name: 'Gold', image: null, cost: '10.00' },
        { id: 22, name: 'Silver', image: null, cost: null },
      ],
    }),
  ],
  ...overrides,
});

export const builderContext: BuilderContext = {
  categories: [
    { id: 5, name: 'Rings' },
    { id: 6, name: 'Watches' },
  ],
  item_tags: ['Ring', 'Necklace'],
  top_level_tags: ['Jewelry'],
  is_url_integration_enabled: true,
};

/** The builder's routes mounted as the shell mounts them. */
export const renderBuilder = (
  route: string,
  dataRouter = false,
  preview?: ComponentType<OptionsPreviewProps>,
) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/service-builder/*"
        element={
          <ServiceBuilderRoutes
            basePath="/portal/service-builder"
            OptionsPreview={preview}
          />
        }
      />
    </Routes>,
    {
      route,
      dataRouter,
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

/** The builder's routes as the vendor host mounts them (at '/portal'), for Fixit's owner. */
export const renderVendorBuilder = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<ServiceBuilderRoutes basePath="/portal" />}
      />
    </Routes>,
    {
      route,
      session: sessionFor(7),
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );

/** Ring Resizing as a vendor's own service: no store, no category. */
export const vendorRingResizing = (
  overrides: Partial<BuilderService> = {},
): BuilderService =>
  ringResizing({
    store_id: null,
    vendor_id: 1,
    category_id: null,
    category: null,
    ...overrides,
  });

/** A vendor's builder context: no categories, no URL integration. */
export const vendorBuilderContext: BuilderContext = {
  ...builderContext,
  categories: [],
  is_url_integration_enabled: false,
};

export const PUT_SERVICE = 'PUT /stores/1/services/42';

/** Opens service 42 in the editor; a save answers the document it was sent as version 4. */
export function openEditor(
  handlers: Record<string, MockHandler> = {},
  service: BuilderService = ringResizing(),
  dataRouter = false,
  preview?: ComponentType<OptionsPreviewProps>,
) {
  const api = mockApi({
    'GET /stores/1/services/42': { body: service },
    'GET /service-builder/context': { body: builderContext },
    [PUT_SERVICE]: (call) => ({
      body: { ...service, ...(call.body as ServiceSave), version: 4 },
    }),
    ...handlers,
  });
  renderBuilder('/portal/service-builder/42', dataRouter, preview);
  return { api, user: userEvent.setup() };
}

/** The document the n-th save sent. */
export const sentSave = (api: ApiMock, n = 0) =>
  api.callsTo(PUT_SERVICE)[n]?.body as ServiceSave;

/** The option labels in list order (read from their drag handles' names). */
export const optionLabels = () =>
  within(screen.getByRole('list', { name: 'Options' }))
    .getAllByRole('button', { name: /^Reorder / })
    .map((handle) =>
      (handle.getAttribute('aria-label') ?? '').replace(/^Reorder /, ''),
    );

/** antd's confirm writes its title twice (the dialog's name and its visible heading). */
export const confirmAsked = async (text: string) =>
  expect(await screen.findAllByText(text)).not.toHaveLength(0);

/**
 * jsdom lays nothing out: each list row gets a place (50 px apart) so dnd-kit's keyboard sensor
 * finds its neighbours. Answers the spy to restore.
 */
export function layOutRows() {
  return jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function place(this: HTMLElement) {
      const row = this.closest('li');
      const index = row
        ? Array.from(row.parentElement?.children ?? []).indexOf(row)
        : 0;
      const top = index * 50;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 400,
        height: 40,
        right: 400,
        bottom: top + 40,
        toJSON: () => ({}),
      } as DOMRect;
    });
}
