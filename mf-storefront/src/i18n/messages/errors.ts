/** What a failed request says to the customer, in the page's language (see describeApiError). */
export const errors = {
  en: {
    invalidCredentials: 'Email or password is incorrect.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    offline:
      'You appear to be offline, or the server did not answer. Please try again.',
    generic: 'Something went wrong, please try again.',
  },
  es: {
    invalidCredentials:
      'El correo electrónico o la contraseña no son correctos.',
    tooMany: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
    offline:
      'Parece que no tiene conexión, o el servidor no respondió. Vuelva a intentarlo.',
    generic: 'Algo salió mal; vuelva a intentarlo.',
  },
};
