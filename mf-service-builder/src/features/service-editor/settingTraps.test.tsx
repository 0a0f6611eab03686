import { screen, waitFor } from '@testing-library/react';
import { openEditor, optionOf, ringResizing, sentSave } from './testFixtures';

// A choice's cost is charged only while the option's "Option cost" is on: the owner who types a
// cost with the switch off is told right there, and turns it on in one click.

const notice = () =>
  screen.queryByText(
    'The choices’ costs will not apply while “Option cost” is off.',
  );

it('tells the owner a choice’s cost will not apply while Option cost is off, and turns it on', async () => {
  const service = ringResizing({
    options: [
      optionOf(2, 'd', 'Metal', 1, {
        values: [{ id: 21, name: 'Gold', image: null, cost: null }],
      }),
    ],
  });
  const { api, user } = openEditor({}, service);
  await screen.findByRole('heading', { name: 'Ring Resizing' });
  await user.click(screen.getByRole('button', { name: /^Metal/ }));
  expect(notice()).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Choice 1 cost'), '25');
  expect(notice()).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Option cost' })).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Turn on Option cost' }));
  expect(screen.getByRole('switch', { name: 'Option cost' })).toBeChecked();
  expect(notice()).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Service saved');
  await waitFor(() =>
    expect(
      sentSave(api).options.find((o) => o.label.value === 'Metal'),
    ).toMatchObject({
      is_option_cost: true,
      values: [{ id: 21, name: 'Gold', image: null, cost: '25' }],
    }),
  );
});

it('says nothing while Option cost is on', async () => {
  const service = ringResizing({
    options: [
      optionOf(2, 'd', 'Metal', 1, {
        is_option_cost: true,
        values: [{ id: 21, name: 'Gold', image: null, cost: '10.00' }],
      }),
    ],
  });
  const { user } = openEditor({}, service);
  await screen.findByRole('heading', { name: 'Ring Resizing' });
  await user.click(screen.getByRole('button', { name: /^Metal/ }));
  expect(screen.getByLabelText('Choice 1 cost')).toHaveValue('10.00');
  expect(notice()).not.toBeInTheDocument();
});
