import { screen, waitFor, within } from '@testing-library/react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { DRAFT_MESSAGES } from 'shared/options';
import {
  confirmAsked,
  openEditor,
  optionLabels,
  optionOf,
  ringResizing,
  sentSave,
} from './testFixtures';

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('service editor: option settings', () => {
  it('edits the flags, the tooltip, the parameters and a warranty’s fields', async () => {
    const base = ringResizing();
    const service = ringResizing({
      options: [
        ...base.options,
        optionOf(8, 'warranty', 'Warranty', 4, {
          meta_data: {
            warranty_date_label: 'Purchased on',
            is_external_database: false,
            fields: [],
          },
          parameters: [{ name: 'sku', active: true, value: 'W-1' }],
        }),
      ],
    });
    const { api, user } = openEditor({}, service);
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Warranty/ }));

    await user.click(screen.getByRole('switch', { name: 'Required' }));
    await user.type(screen.getByLabelText('Info tooltip'), 'Kept for years');
    expect(
      screen.getByText(
        'The storefront shows the tooltip only when it is longer than 60 characters (now 14).',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Purchase date label'), ' (date)');
    await user.click(screen.getByRole('switch', { name: 'External database' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 1 label'), 'Serial');

    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await user.type(screen.getByLabelText('Parameter 2 name'), 'colour');
    await user.type(screen.getByLabelText('Parameter 2 value'), 'red');
    await user.click(
      screen.getByRole('switch', { name: 'Parameter 2 active' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Delete parameter 1' }),
    );
    await confirmAsked('Are you sure you want to delete this parameter?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Parameter 1 name')).toHaveValue('colour'),
    );
    expect(
      within(screen.getByRole('list', { name: 'Options' })).getAllByTitle(
        'Required',
      ),
    ).toHaveLength(3);

    await user.click(saveButton());
    await screen.findByText('Service saved');
    const warranty = sentSave(api).options[3] as OptionDraft;
    expect(warranty).toMatchObject({
      is_required: true,
      infoTooltip: 'Kept for years',
      parameters: [{ name: 'colour', active: false, value: 'red' }],
      meta_data: {
        warranty_date_label: 'Purchased on (date)',
        is_external_database: true,
        fields: [{ type: 'text', label: 'Serial' }],
      },
    });
  });

  it('asks for a choice before a new dropdown can be saved', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByRole('button', { name: 'Dropdown' }));

    expect(screen.getByText(DRAFT_MESSAGES.noChoices)).toBeInTheDocument();
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(screen.getByText(DRAFT_MESSAGES.choiceName)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Choice 1 name'), 'Small');
    expect(saveButton()).toBeEnabled();
    expect(optionLabels().at(-1)).toBe('New Dropdown');
  });
});
