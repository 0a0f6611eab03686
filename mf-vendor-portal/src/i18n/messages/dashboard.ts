export const dashboard = {
  en: {
    loadFailed: 'We could not load your workshop.',
    welcomeName: 'Welcome back, {{name}}!',
    welcome: 'Welcome back!',
    work: 'Work from stores',
    orders: 'Your own orders',
    loading: 'Loading {{what}}',
  },
  es: {
    loadFailed: 'No pudimos cargar su taller.',
    welcomeName: '¡Hola de nuevo, {{name}}!',
    welcome: '¡Hola de nuevo!',
    work: 'Trabajo de las tiendas',
    orders: 'Sus propios pedidos',
    loading: 'Cargando {{what}}',
  },
};
