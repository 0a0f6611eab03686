export const login = {
  en: {
    title: 'Log in to your workshop',
    forgot: 'Forgot password?',
    signUp: 'Sign up your workshop',
  },
  es: {
    title: 'Inicie sesión en su taller',
    forgot: '¿Olvidó su contraseña?',
    signUp: 'Registre su taller',
  },
};
