import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceDraft } from 'shared/contracts/serviceBuilder';
import { DRAFT_MESSAGES } from 'shared/options';
import { mockApi } from 'shared/testing';
import { builderContext, renderBuilder, ringResizing } from './testFixtures';

const openForm = (handlers: Parameters<typeof mockApi>[0]) => {
  const api = mockApi({
    'GET /service-builder/context': { body: builderContext },
    ...handlers,
  });
  renderBuilder('/portal/service-builder/new');
  return { api, user: userEvent.setup() };
};

describe('new service', () => {
  it('creates the service and opens it in the editor', async () => {
    const { api, user } = openForm({
      'POST /store/services': (call) => ({
        status: 201,
        body: ringResizing({
          ...(call.body as ServiceDraft),
          id: 77,
          version: 1,
        } as never),
      }),
      'GET /stores/1/services/77': {
        body: ringResizing({
          id: 77,
          name: 'Chain Repair',
          price: '25.50',
          options: [],
        }),
      },
    });
    await user.type(screen.getByLabelText('Name'), 'Chain Repair');
    await user.type(screen.getByLabelText('Price'), '25.50');
    await user.type(screen.getByLabelText('Description'), 'Fix a chain.');
    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chain Repair' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /store/services')[0]?.body).toEqual({
      name: 'Chain Repair',
      description: 'Fix a chain.',
      price: '25.50',
      category_id: null,
      item_tag: null,
      top_level_tag: null,
      is_active: true,
      image: null,
      images: [],
      options: [],
    });
  });

  it('checks the fields before it sends', async () => {
    const { api, user } = openForm({});
    await user.type(screen.getByLabelText('Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(
      await screen.findByText(DRAFT_MESSAGES.serviceName),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue('12.34');
    expect(api.callsTo('POST /store/services')).toHaveLength(0);
  });

  it('shows the api’s refusal under the field and keeps what was typed', async () => {
    const { user } = openForm({
      'POST /store/services': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Please correct the highlighted fields.',
          errors: { name: 'A service with this name exists.' },
        },
      },
    });
    await user.type(screen.getByLabelText('Name'), 'Ring Resizing');
    await user.type(screen.getByLabelText('Price'), '40');
    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(
      await screen.findByText('A service with this name exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing');
    expect(screen.getByLabelText('Price')).toHaveValue('40');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
  });
});
