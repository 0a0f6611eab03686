/** The store's integrations: carrier accounts, Stripe, the URL integration and the scripts. */
export const integrations = {
  en: {
    title: 'Integrations',
    deniedTitle: 'You cannot open this page',
    deniedText:
      'Only the store owner, or staff with the integration module, see integrations.',
    loadFailed: 'We could not load your integrations.',
    carriers: {
      title: 'Shipping carrier accounts',
      confirmDelete: 'Are you sure you want to delete ?',
      account: '{{carrier}} account {{number}}',
      remove: 'Remove',
      removeNamed: 'Remove {{name}}',
      cancel: 'Cancel',
      removed: 'The carrier account was removed.',
      emptyOwner:
        'No carrier accounts yet. Add your Fedex, USPS or UPS account below.',
      empty: 'No carrier accounts yet.',
      list: 'Carrier accounts',
      active: 'Active',
      activeNamed: 'Active: {{name}}',
      add: 'Add a carrier account',
      carrier: 'Carrier',
      number: 'Account number',
      addButton: 'Add carrier account',
    },
    scripts: {
      title: 'Store scripts',
      intro:
        'These scripts run on your storefront, on every page your customers open. Enter the https address of each script; markup and inline code are not accepted.',
      saved: 'Your scripts are saved.',
      ada: 'Accessibility script',
      analytics: 'Analytics script',
      tag: 'Tag manager script',
      save: 'Save scripts',
    },
    stripe: {
      connected: 'Connected',
      not_connected: 'Not connected',
      not_configured: 'Not configured',
      noKey:
        'The platform has no Stripe key: payments go through the built-in test provider.',
      payoutsTo: 'Payouts go to the account ending {{last4}}.',
      connect: 'Connect your payout account to receive payments.',
    },
    url: {
      title: 'URL integration',
      on: 'URL integration is on.',
      off: 'URL integration is off.',
      checkbox: 'URL integration on',
      text: "While it is on, your services' short text, long text and number options can be filled from parameters of the storefront's address.",
    },
  },
  es: {
    title: 'Integraciones',
    deniedTitle: 'No puede abrir esta página',
    deniedText:
      'Solo el propietario de la tienda, o el personal con el módulo de integraciones, ve las integraciones.',
    loadFailed: 'No pudimos cargar sus integraciones.',
    carriers: {
      title: 'Cuentas de transportista',
      confirmDelete: '¿Seguro que quiere eliminarla?',
      account: 'Cuenta de {{carrier}} {{number}}',
      remove: 'Quitar',
      removeNamed: 'Quitar {{name}}',
      cancel: 'Cancelar',
      removed: 'Se quitó la cuenta de transportista.',
      emptyOwner:
        'Aún no hay cuentas de transportista. Añada abajo su cuenta de Fedex, USPS o UPS.',
      empty: 'Aún no hay cuentas de transportista.',
      list: 'Cuentas de transportista',
      active: 'Activa',
      activeNamed: 'Activa: {{name}}',
      add: 'Añadir una cuenta de transportista',
      carrier: 'Transportista',
      number: 'Número de cuenta',
      addButton: 'Añadir la cuenta de transportista',
    },
    scripts: {
      title: 'Scripts de la tienda',
      intro:
        'Estos scripts se ejecutan en su tienda en línea, en cada página que abren sus clientes. Escriba la dirección https de cada script; no se aceptan marcado ni código en línea.',
      saved: 'Sus scripts se guardaron.',
      ada: 'Script de accesibilidad',
      analytics: 'Script de analítica',
      tag: 'Script del gestor de etiquetas',
      save: 'Guardar los scripts',
    },
    stripe: {
      connected: 'Conectado',
      not_connected: 'Sin conectar',
      not_configured: 'Sin configurar',
      noKey:
        'La plataforma no tiene clave de Stripe: los pagos pasan por el proveedor de prueba integrado.',
      payoutsTo: 'Los cobros van a la cuenta terminada en {{last4}}.',
      connect: 'Conecte su cuenta de cobro para recibir pagos.',
    },
    url: {
      title: 'Integración por URL',
      on: 'La integración por URL está activada.',
      off: 'La integración por URL está desactivada.',
      checkbox: 'Integración por URL activada',
      text: 'Mientras está activada, las opciones de texto corto, texto largo y número de sus servicios pueden rellenarse con parámetros de la dirección de la tienda en línea.',
    },
  },
};
