import { screen, waitFor } from '@testing-library/react';
import { SERVICE_BUILDER_MESSAGES } from 'shared/contracts/serviceBuilder';
import { DRAFT_MESSAGES } from 'shared/options';
import { mockApi } from 'shared/testing';
import {
  builderContext,
  confirmAsked,
  openEditor,
  optionLabels,
  PUT_SERVICE as PUT,
  renderBuilder,
  ringResizing,
  sentSave,
} from './testFixtures';

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('service editor', () => {
  it('loads the service and lists its options in sequence order', async () => {
    const { api } = openEditor();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' }),
    ).toBeInTheDocument();
    expect(optionLabels()).toEqual(['Engraving text', 'Metal', 'Ring size']);
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing');
    expect(screen.getByLabelText('Price')).toHaveValue('40.00');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(api.callsTo('GET /service-builder/context')).toHaveLength(1);
  });

  it('adds an option of a kind, renames it and saves it with a new id and the version', async () => {
    const { api, user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });

    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByRole('button', { name: 'Number' }));
    expect(
      screen.getByRole('heading', { name: 'Settings: New Number' }),
    ).toBeInTheDocument();
    const label = screen.getByLabelText('Label');
    await user.clear(label);
    await user.type(label, 'Width');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(optionLabels()).toEqual([
      'Engraving text',
      'Metal',
      'Ring size',
      'Width',
    ]);

    await user.click(saveButton());
    expect(await screen.findByText('Service saved')).toBeInTheDocument();
    const sent = sentSave(api);
    expect(sent.version).toBe(3);
    expect(sent.options.at(-1)).toMatchObject({
      id: -1,
      tag: 'n',
      label: { value: 'Width' },
      sequence: 4,
    });
    await waitFor(() =>
      expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument(),
    );
  });

  it('deletes an option after the confirm', async () => {
    const { api, user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });

    await user.click(screen.getByRole('button', { name: 'Delete Metal' }));
    await confirmAsked('Are you sure you want to delete ?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(optionLabels()).toEqual(['Engraving text', 'Ring size']),
    );

    await user.click(saveButton());
    await screen.findByText('Service saved');
    expect(sentSave(api).options.map((o) => [o.id, o.sequence])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });

  it('shows a message as the user types and keeps Save disabled', async () => {
    const { api, user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });

    await user.clear(screen.getByLabelText('Name'));
    expect(screen.getByText(DRAFT_MESSAGES.serviceName)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saveButton()).toBeDisabled();
    expect(
      screen.getByText('Fix the highlighted problem to save.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ring sizing');
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('keeps the edit and offers a reload when someone saved meanwhile', async () => {
    const { api, user } = openEditor({
      [PUT]: {
        status: 409,
        body: {
          code: 'STALE',
          message: SERVICE_BUILDER_MESSAGES.stale,
          errors: {},
        },
      },
    });
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.type(screen.getByLabelText('Name'), ' XL');
    await user.click(saveButton());

    expect(
      await screen.findByText(SERVICE_BUILDER_MESSAGES.stale),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing XL');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    api.on({
      'GET /stores/1/services/42': {
        body: ringResizing({ name: 'Ring Resizing Pro', version: 4 }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing Pro'),
    );
    expect(
      screen.queryByText(SERVICE_BUILDER_MESSAGES.stale),
    ).not.toBeInTheDocument();
  });

  it('says in words when a save got no answer, keeps the edit, and Retry saves it', async () => {
    const { api, user } = openEditor({
      [PUT]: () => {
        // what fetch throws when the network is gone
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.type(screen.getByLabelText('Name'), ' XL');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You appear to be offline, or the server did not answer. Please try again.',
    );
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing XL');

    api.on({
      [PUT]: { body: ringResizing({ name: 'Ring Resizing XL', version: 4 }) },
    });
    await user.click(retry);
    await waitFor(() =>
      expect(screen.queryByRole('alert')).not.toBeInTheDocument(),
    );
    expect(api.callsTo(PUT)).toHaveLength(2);
    expect(api.callsTo(PUT)[1]?.body).toMatchObject({
      name: 'Ring Resizing XL',
    });
  });

  it('shows the api’s refusals under their fields and keeps the draft', async () => {
    const { user } = openEditor({
      [PUT]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: SERVICE_BUILDER_MESSAGES.invalid,
          errors: { 'options.0.label.value': 'This label is taken.' },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Engraving text/ }));
    await user.type(screen.getByLabelText('Label'), ' line');
    await user.click(saveButton());

    expect(
      await screen.findByText(SERVICE_BUILDER_MESSAGES.invalid),
    ).toBeInTheDocument();
    expect(screen.getByText('This label is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('Engraving text line');
    expect(screen.getByLabelText('Label')).toHaveAccessibleDescription(
      'This label is taken.',
    );
    await user.type(screen.getByLabelText('Label'), 's');
    expect(screen.queryByText('This label is taken.')).not.toBeInTheDocument();
  });

  it('undoes the last change', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), ' XL');
    await user.click(screen.getByRole('button', { name: 'Move Metal up' }));
    expect(optionLabels()).toEqual(['Metal', 'Engraving text', 'Ring size']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(optionLabels()).toEqual(['Engraving text', 'Metal', 'Ring size']);
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing XL');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('Ctrl+Z undoes the last change outside a text field; in a field the typing is the browser’s', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: 'Move Metal up' }));
    expect(optionLabels()).toEqual(['Metal', 'Engraving text', 'Ring size']);
    await user.type(screen.getByLabelText('Name'), ' XL');
    await user.keyboard('{Control>}z{/Control}');
    expect(optionLabels()).toEqual(['Metal', 'Engraving text', 'Ring size']);
    await user.click(screen.getByRole('button', { name: 'Move Metal down' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(optionLabels()).toEqual(['Metal', 'Engraving text', 'Ring size']);
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing');
    await user.keyboard('{Control>}z{/Control}');
    expect(optionLabels()).toEqual(['Engraving text', 'Metal', 'Ring size']);
  });

  it('discards every change after the confirm', async () => {
    const { api, user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.type(screen.getByLabelText('Price'), '5');
    await user.click(screen.getByRole('button', { name: 'Delete Metal' }));
    await confirmAsked('Are you sure you want to delete ?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(optionLabels()).toEqual(['Engraving text', 'Ring size']),
    );

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await confirmAsked('Discard your changes?');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(optionLabels()).toEqual(['Engraving text', 'Metal', 'Ring size']),
    );
    expect(screen.getByLabelText('Price')).toHaveValue('40.00');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('shows not found for a service of another store', async () => {
    mockApi({
      'GET /stores/1/services/99': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found.', errors: {} },
      },
      'GET /service-builder/context': { body: builderContext },
    });
    renderBuilder('/portal/service-builder/99');
    expect(
      await screen.findByRole('heading', { name: 'Service not found' }),
    ).toBeInTheDocument();
  });
});
