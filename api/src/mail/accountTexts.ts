import type { MailLanguage } from './language';

// The words of the welcome, password reset and order confirmation mails, one catalogue per language. The
// English entries are the texts these mails always had; each language has every key.

interface AccountTexts {
  welcomeSubject: (store: string) => string;
  welcomeReady: (store: string) => string;
  welcomeSignInAt: (url: string) => string;
  /** Around the sign-in link of the HTML version. */
  welcomeSignInLink: (link: string) => string;
  signIn: string;
  resetSubject: (store: string) => string;
  resetIntro: (store: string) => string;
  resetOpen: string;
  resetButton: string;
  resetEnd: string;
  hi: (name: string) => string;
  hello: (name: string) => string;
  orderSubject: (orderNo: string) => string;
  /** The thanks sentence around the order number (already marked up in HTML). */
  orderThanks: (store: string, orderNo: string) => string;
  discount: (code: string, amount: string) => string;
  total: (amount: string) => string;
  track: string;
  payOrView: string;
}

const en: AccountTexts = {
  welcomeSubject: (store) => `Welcome to ${store}`,
  welcomeReady: (store) => `your account at ${store} is ready.`,
  welcomeSignInAt: (url) => `Sign in any time at ${url} to follow your orders.`,
  welcomeSignInLink: (link) => `${link} any time to follow your orders.`,
  signIn: 'Sign in',
  resetSubject: (store) => `Reset your ${store} password`,
  resetIntro: (store) =>
    `someone asked to reset the password of your ${store} account.`,
  resetOpen: 'Open this link to choose a new one:',
  resetButton: 'Choose a new password',
  resetEnd:
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.',
  hi: (name) => `Hi ${name},`,
  hello: (name) => `Hello ${name},`,
  orderSubject: (orderNo) => `Your order ${orderNo}`,
  orderThanks: (store, orderNo) =>
    `Thank you for your order at ${store}. Your tracking number is ${orderNo}.`,
  discount: (code, amount) => `Discount (${code}): -$${amount}`,
  total: (amount) => `Total: $${amount}`,
  track: 'Track your order',
  payOrView: 'Pay or view your order',
};

const es: AccountTexts = {
  welcomeSubject: (store) => `Te damos la bienvenida a ${store}`,
  welcomeReady: (store) => `Tu cuenta en ${store} está lista.`,
  welcomeSignInAt: (url) =>
    `Inicia sesión cuando quieras en ${url} para seguir tus pedidos.`,
  welcomeSignInLink: (link) =>
    `${link} cuando quieras para seguir tus pedidos.`,
  signIn: 'Inicia sesión',
  resetSubject: (store) => `Restablece tu contraseña de ${store}`,
  resetIntro: (store) =>
    `Alguien pidió restablecer la contraseña de tu cuenta de ${store}.`,
  resetOpen: 'Abre este enlace para elegir una nueva:',
  resetButton: 'Elegir una contraseña nueva',
  resetEnd:
    'El enlace funciona una vez y vence en 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  hi: (name) => `Hola, ${name}:`,
  hello: (name) => `Hola, ${name}:`,
  orderSubject: (orderNo) => `Tu pedido ${orderNo}`,
  orderThanks: (store, orderNo) =>
    `Gracias por tu pedido en ${store}. Tu número de seguimiento es ${orderNo}.`,
  discount: (code, amount) => `Descuento (${code}): -$${amount}`,
  total: (amount) => `Total: $${amount}`,
  track: 'Sigue tu pedido',
  payOrView: 'Paga o consulta tu pedido',
};

export const ACCOUNT_TEXTS: Record<MailLanguage, AccountTexts> = { en, es };
