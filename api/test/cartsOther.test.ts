import { counts, createFixture, type CartFixture } from './cartFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

// The 'other' choice of an option with other_option: `{ value: 'other', other: '<text>' }` where a
// value id goes (one item of an rb array); the text is required and at most 255 characters.

let api: TestApi;
let fx: CartFixture;
beforeAll(async () => {
  api = await createTestApi();
  fx = await createFixture(api);
  await api.db.query(
    'UPDATE service_options SET other_option = true WHERE id = ANY($1::int[])',
    [[fx.metal, fx.extras]],
  );
});
afterAll(() => api.close());

const add = (answers: Json) =>
  api.request({
    method: 'POST',
    url: '/api/v1/add-to-carts',
    payload: { store_id: 1, service_id: fx.serviceId, answers },
  });
const other = (text: unknown) => ({ value: 'other', other: text });

it('keeps the trimmed other text of a dropdown and of a multiselect, at no cost', async () => {
  const res = await add({
    [fx.metal]: other('  Rose gold '),
    [fx.extras]: [3, other('Gift wrap')],
  });
  expect(res.status).toBe(201);
  const { item, cart_id: cartId } = res.body.data;
  expect(item.answers).toEqual({
    [fx.metal]: { value: 'other', other: 'Rose gold' },
    [fx.extras]: [3, { value: 'other', other: 'Gift wrap' }],
  });
  // 40.00 + Polish 5.00; the other choices cost nothing
  expect(item.unit_price).toBe('45.00');
  const cart = await api.request({
    method: 'GET',
    url: `/api/v1/carts?cart_id=${cartId}`,
  });
  expect(cart.body.data.items[0].answers[fx.metal]).toEqual(other('Rose gold'));
  // the cart line's readable choices carry the other text (as order lines will)
  expect(cart.body.data.items[0].choices).toEqual([
    { label: 'd option', value: 'Rose gold' },
    { label: 'rb option', value: 'Polish, Gift wrap' },
  ]);
  expect(item.choices).toEqual(cart.body.data.items[0].choices);
});

it.each<[string, () => Json, string]>([
  [
    'empty other text',
    () => ({ [fx.metal]: other('  ') }),
    'This field is required.',
  ],
  [
    'missing other text',
    () => ({ [fx.metal]: { value: 'other' } }),
    'This field is required.',
  ],
  [
    'other text over 255 characters',
    () => ({ [fx.metal]: other('x'.repeat(256)) }),
    'Ensure this field has no more than 255 characters.',
  ],
  [
    'other text over 255 characters in a multiselect',
    () => ({ [fx.metal]: 1, [fx.extras]: [other('y'.repeat(256))] }),
    'Ensure this field has no more than 255 characters.',
  ],
  [
    'other text not a string',
    () => ({ [fx.metal]: other(42) }),
    'Not a valid string.',
  ],
  [
    'two other choices in a multiselect',
    () => ({ [fx.metal]: 1, [fx.extras]: [other('a'), other('b')] }),
    'Select valid choices.',
  ],
])('%s → 400 and nothing stored', async (_name, answers, message) => {
  const before = await counts(api);
  const res = await add(answers());
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(Object.values(res.body.errors)).toEqual([message]);
  expect(await counts(api)).toEqual(before);
});

it('an option without other_option refuses the other choice', async () => {
  await api.db.query(
    'UPDATE service_options SET other_option = false WHERE id = $1',
    [fx.metal],
  );
  const res = await add({ [fx.metal]: other('Rose gold') });
  expect(res.status).toBe(400);
  expect(res.body.errors[`answers.${fx.metal}`]).toBe('Select a valid choice.');
});
