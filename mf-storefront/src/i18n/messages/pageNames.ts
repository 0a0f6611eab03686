/** The storefront's page names, for a page that renders no h1 yet (its declaration's titles, src/pages.json). */
export const pageNames = {
  en: {
    services: 'Services',
    cart: 'Cart',
    checkout: 'Checkout',
    logIn: 'Log in',
    myAccount: 'My Account',
    orderTracking: 'Order tracking',
    thankYou: 'Thank you',
  },
  es: {
    services: 'Servicios',
    cart: 'Carrito',
    checkout: 'Pago',
    logIn: 'Iniciar sesión',
    myAccount: 'Mi cuenta',
    orderTracking: 'Seguimiento del pedido',
    thankYou: 'Gracias',
  },
};
