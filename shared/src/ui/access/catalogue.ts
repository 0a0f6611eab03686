import { addCatalogue, type CatalogueSet } from 'shared/i18n';

/** The 'access' namespace: texts of the sign-up pages both portals use. */
export const ACCESS_CATALOGUES: CatalogueSet = {
  en: {
    staffSignup: {
      checking: 'Checking your invitation',
      deadLink: 'This link does not work',
      toLogin: 'Go to the login page',
      title: 'Join {{name}}',
      invitedAs: 'You were invited as',
      start: 'Set up your account to start.',
      form: 'Set up your account',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone',
      password: 'Password',
      passwordHelp: 'At least 8 characters with a letter and a digit.',
      confirmPassword: 'Confirm password',
      submit: 'Create my account',
    },
  },
  es: {
    staffSignup: {
      checking: 'Comprobando su invitación',
      deadLink: 'Este enlace no funciona',
      toLogin: 'Ir a la página de acceso',
      title: 'Únase a {{name}}',
      invitedAs: 'Le invitaron como',
      start: 'Cree su cuenta para empezar.',
      form: 'Cree su cuenta',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      phone: 'Teléfono',
      password: 'Contraseña',
      passwordHelp: 'Al menos 8 caracteres, con una letra y un dígito.',
      confirmPassword: 'Confirme la contraseña',
      submit: 'Crear mi cuenta',
    },
  },
};

addCatalogue('access', ACCESS_CATALOGUES);
