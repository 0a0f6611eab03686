import { catalogueProblems, i18n } from 'shared/i18n';
import { SHELL_CATALOGUES } from './CustomerMessages';

test('every English text of the storefront frame has its Spanish, with the same variables', () => {
  expect(catalogueProblems(SHELL_CATALOGUES.en, SHELL_CATALOGUES.es)).toEqual(
    [],
  );
});

test("the spec's English header texts stay word for word", () => {
  const t = i18n.getFixedT('en', 'shell');
  expect(t('header.logOut')).toBe('Log out');
  expect(t('header.logOutMobile')).toBe('Log Out');
  expect(t('header.signUpLogIn')).toBe('Sign Up / Log In');
  expect(t('header.noName')).toBe('Not Found');
  expect(t('header.cartItems', { count: 1 })).toBe('Cart, 1 item');
  expect(i18n.getFixedT('es', 'shell')('header.cartItems', { count: 2 })).toBe(
    'Carrito, 2 artículos',
  );
});
