import { renderHook } from '@testing-library/react';
import { forgetGuestCart, isCartKey, useCartQuery } from 'shared/cart';
import { AppProviders } from 'shared/providers';
import {
  emptySession,
  readSession,
  replaceSession,
  type Session,
} from 'shared/session';
import { testTenant } from 'shared/testing';

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

describe('whose cart is read', () => {
  const queryFor = (session: Partial<Session>, storeId: number | null) => {
    const { result } = renderHook(() => useCartQuery(), {
      wrapper: ({ children }) => (
        <AppProviders
          tenant={testTenant({ storeId })}
          session={{ ...emptySession(), ...session }}
        >
          {children}
        </AppProviders>
      ),
    });
    return result.current;
  };

  test("a logged-in customer's cart, in the tenant's store", () => {
    expect(queryFor({ access: 'a', customer: { id: 7 } }, 2)).toEqual({
      store_id: 2,
      customer_id: 7,
    });
  });

  test("a guest's last cart id; store 1 when the store is not known", () => {
    expect(queryFor({ cartIds: ['old', 'c9'] }, null)).toEqual({
      store_id: 1,
      cart_id: 'c9',
    });
  });

  test('no cart to read for a guest without a cart id', () => {
    expect(queryFor({}, 3)).toBeNull();
  });
});
