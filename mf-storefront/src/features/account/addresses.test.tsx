import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockCall } from 'shared/testing';
import type { Address } from './api';
import {
  apiError,
  customerSession,
  janeAddress,
  renderAccount,
} from './testing/accountFixtures';

const office: Address & { id: number } = {
  ...janeAddress,
  id: 8,
  address_line1: '9 Office Park',
  is_default: false,
};

/** Sets a field as the user would, in one input event (typing key by key is slow on a busy machine). */
async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.paste(text);
}

/** An address book the mock api keeps, so the page shows what the api answers after each change. */
function addressBook(initial: (Address & { id: number })[]) {
  let book = [...initial];
  let nextId = 100;
  const idOf = (call: MockCall) => Number(call.path.split('/').pop());
  return mockApi({
    'GET /customers/me/addresses': () => ({ body: book }),
    'POST /customers/me/addresses': (call) => {
      const created = { ...(call.body as Address), id: nextId++ };
      book = [...book, created];
      return { status: 201, body: created };
    },
    'PUT /customers/me/addresses/7': (call) =>
      update(idOf(call), call.body as Address),
    'PUT /customers/me/addresses/8': (call) =>
      update(idOf(call), call.body as Address),
    'DELETE /customers/me/addresses/8': () => {
      book = book.filter((a) => a.id !== 8);
      return { body: {} };
    },
  });
  function update(id: number, body: Address) {
    book = book.map((a) =>
      a.id === id
        ? { ...body, id }
        : body.is_default
          ? { ...a, is_default: false }
          : a,
    );
    return { body: { ...body, id } };
  }
}

const card = (line: string) =>
  screen.findByRole('listitem', { name: new RegExp(line) });

test('lists the saved addresses with the default marked', async () => {
  addressBook([janeAddress, office]);
  renderAccount('/myaccount/addresses', customerSession());

  expect(
    within(await card('1 Main Street')).getByText('Default'),
  ).toBeVisible();
  expect(
    within(await card('9 Office Park')).queryByText('Default'),
  ).not.toBeInTheDocument();
});

test('adds an address; the api field errors show and what was typed stays', async () => {
  const api = addressBook([]);
  renderAccount('/myaccount/addresses', customerSession());

  await userEvent.click(
    await screen.findByRole('button', { name: 'Add address' }),
  );
  // the country is a labelled select of countries, the store's first and chosen
  expect(screen.getByRole('combobox', { name: 'Country' })).toBeVisible();
  expect(screen.getByTitle('United States of America')).toBeVisible();
  await fill('First name', 'Jane');
  await fill('Last name', 'D0e');
  await fill('Phone', 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(
    await screen.findByText('Please enter 2 to 30 letters and spaces only'),
  ).toBeVisible();
  expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
  expect(screen.getAllByText('This field is required')).toHaveLength(4);
  expect(api.callsTo('POST /customers/me/addresses')).toHaveLength(0);

  await fill('Last name', 'Doe');
  await userEvent.clear(screen.getByLabelText('Phone'));
  await fill('Address line 1', '5 Elm Road');
  await fill('City', 'Dayton');
  await fill('State', 'OH');
  await fill('ZIP code', '45402');
  api.on({
    'POST /customers/me/addresses': apiError(400, 'Please check the form.', {
      zip: 'Please enter a valid ZIP code',
    }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(
    await screen.findByText('Please enter a valid ZIP code'),
  ).toBeVisible();
  expect(screen.getByLabelText('City')).toHaveValue('Dayton');

  api.on({
    'POST /customers/me/addresses': (call) => ({
      status: 201,
      body: { ...(call.body as Address), id: 5 },
    }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() =>
    expect(api.callsTo('POST /customers/me/addresses')).toHaveLength(2),
  );
  expect(await screen.findByText('Address saved.')).toBeVisible();
  expect(
    screen.queryByRole('form', { name: 'New address' }),
  ).not.toBeInTheDocument();
  expect(api.callsTo('POST /customers/me/addresses')[1]?.body).toEqual({
    first_name: 'Jane',
    last_name: 'Doe',
    address_line1: '5 Elm Road',
    address_line2: '',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    country: 'US',
    phone: '',
  });
});

test('edits an address', async () => {
  const api = addressBook([janeAddress, office]);
  renderAccount('/myaccount/addresses', customerSession());

  await userEvent.click(
    within(await card('9 Office Park')).getByRole('button', { name: /^Edit/ }),
  );
  const line1 = screen.getByLabelText('Address line 1');
  expect(line1).toHaveValue('9 Office Park');
  await fill('Address line 1', '10 Office Park');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

  expect(await card('10 Office Park')).toBeVisible();
  expect(api.callsTo('PUT /customers/me/addresses/8')[0]?.body).toMatchObject({
    address_line1: '10 Office Park',
    is_default: false,
  });
});

test('deletes an address only after the confirmation', async () => {
  const api = addressBook([janeAddress, office]);
  renderAccount('/myaccount/addresses', customerSession());

  await userEvent.click(
    within(await card('9 Office Park')).getByRole('button', {
      name: /^Delete/,
    }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('DELETE /customers/me/addresses/8')).toHaveLength(0);

  await userEvent.click(
    within(await card('9 Office Park')).getByRole('button', {
      name: /^Delete/,
    }),
  );
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Delete',
    }),
  );

  await waitFor(() =>
    expect(
      screen.queryByRole('listitem', { name: /9 Office Park/ }),
    ).not.toBeInTheDocument(),
  );
  expect(api.callsTo('DELETE /customers/me/addresses/8')).toHaveLength(1);
});

test('sets another address as the default with a button named as it reads', async () => {
  const api = addressBook([janeAddress, office]);
  renderAccount('/myaccount/addresses', customerSession());

  // Its name starts with what it shows (a speech user says "Set as default"), then the address.
  const button = within(await card('9 Office Park')).getByRole('button', {
    name: /^Set as default: .*9 Office Park$/,
  });
  expect(button).toHaveTextContent(/^Set as default$/);
  await userEvent.click(button);

  await waitFor(async () =>
    expect(
      within(await card('9 Office Park')).getByText('Default'),
    ).toBeVisible(),
  );
  expect(
    within(await card('1 Main Street')).queryByText('Default'),
  ).not.toBeInTheDocument();
  expect(api.callsTo('PUT /customers/me/addresses/8')[0]?.body).toMatchObject({
    is_default: true,
  });
});
