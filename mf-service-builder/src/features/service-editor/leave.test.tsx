import { screen } from '@testing-library/react';
import { openEditor, ringResizing } from './testFixtures';

describe('service editor: leaving and duplicating', () => {
  it('asks before leaving with unsaved changes and opens the copy when told to leave', async () => {
    const copy = ringResizing({ id: 43, name: 'Ring Resizing (copy)' });
    const { api, user } = openEditor(
      {
        'POST /stores/1/services/42/duplicate': { status: 201, body: copy },
        'GET /stores/1/services/43': { body: copy },
      },
      ringResizing(),
      true,
    );
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.type(screen.getByLabelText('Name'), ' XL');

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Leave this page?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing XL');

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await user.click(
      await screen.findByRole('button', { name: 'Leave without saving' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ring Resizing (copy)',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /stores/1/services/42/duplicate')).toHaveLength(2);
  });

  it('asks the browser to confirm closing the tab while there are unsaved changes', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Name'), ' XL');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
