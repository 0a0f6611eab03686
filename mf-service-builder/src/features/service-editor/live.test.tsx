import { act, screen } from '@testing-library/react';
import { SERVICE_BUILDER_MESSAGES } from 'shared/contracts/serviceBuilder';
import { announceRecordChanged } from 'shared/live';
import { openEditor, ringResizing } from './testFixtures';

// Another person saves the service while it is open (the api's live `record-changed`).

const savedElsewhere = (version: number) =>
  act(() =>
    announceRecordChanged({
      record: 'service',
      id: 42,
      sales_order_id: null,
      status: 'active',
      version,
    }),
  );

describe('a save made elsewhere', () => {
  it('a clean editor takes the new version at once', async () => {
    let calls = 0;
    openEditor({
      'GET /stores/1/services/42': () => {
        calls += 1;
        return {
          body:
            calls === 1
              ? ringResizing()
              : ringResizing({ version: 4, name: 'Ring Resizing (new)' }),
        };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    await savedElsewhere(3); // the version open: nothing to do
    await savedElsewhere(4);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ring Resizing (new)',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(SERVICE_BUILDER_MESSAGES.stale)).toBeNull();
  });

  it('an editor with changes says so and keeps them', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    const name = screen.getByLabelText('Name');
    await user.type(name, ' XL');
    await savedElsewhere(4);
    expect(
      await screen.findByText(SERVICE_BUILDER_MESSAGES.stale),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ring Resizing XL');
  });
});
