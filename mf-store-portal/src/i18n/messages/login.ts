export const login = {
  en: {
    title: 'Log in to your store',
    forgot: 'Forgot password?',
    openStore: 'Open a store',
    otherWays: 'Other ways in',
  },
  es: {
    title: 'Inicie sesión en su tienda',
    forgot: '¿Olvidó su contraseña?',
    openStore: 'Abrir una tienda',
    otherWays: 'Otras formas de entrar',
  },
};
