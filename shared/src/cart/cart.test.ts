import { forgetGuestCart, isCartKey } from 'shared/cart';
import { readSession, replaceSession } from 'shared/session';

test('a guest cart id is forgotten after checkout; the other ids and the guest flag stay', () => {
  replaceSession({
    ...readSession(),
    cartIds: ['old', 'c1'],
    checkoutAsGuest: true,
  });
  forgetGuestCart('c1');
  expect(readSession()).toMatchObject({
    cartIds: ['old'],
    checkoutAsGuest: true,
  });
});

test('cart keys are recognised for revalidation', () => {
  expect(isCartKey(['carts', { cart_id: 'c1' }])).toBe(true);
  expect(isCartKey(['orders'])).toBe(false);
  expect(isCartKey('carts')).toBe(false);
});
