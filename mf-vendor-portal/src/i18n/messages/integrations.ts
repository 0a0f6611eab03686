// The integrations settings page: API keys and where payouts go.

export const integrations = {
  en: {
    loading: 'Loading your integrations',
    loadFailed: 'We could not load your integrations.',
    title: 'Integrations',
    keys: 'API keys',
    keysIntro:
      'Keys for your own systems, at most {{max}} active at a time. This platform does not accept these keys for any of its calls yet.',
    payouts: 'Payouts',
    revoked: 'The key “{{name}}” is revoked.',
    revokeFailed: 'We could not revoke the key. Please try again.',
    noKeys: 'No active keys. Create one below when a system of yours needs it.',
    active: 'Active API keys',
    endsIn: 'Ends in ',
    created: ' · Created {{date}}',
    createdBy: ' · Created {{date}} by {{name}}',
    revokeNamed: 'Revoke the key {{name}}',
    revoke: 'Revoke',
    revokeTitle: 'Revoke the key “{{name}}”?',
    keep: 'Keep it',
    revokeText:
      'The key ending in {{last4}} is revoked for good: it cannot be restored. You can create a new key afterwards.',
    newTitle: 'Your new key “{{name}}”',
    newHelp:
      'Copy it now and keep it somewhere safe: it is shown only this once. Later you see only its last 4 characters.',
    apiKey: 'API key',
    copy: 'Copy the key',
    copiedIt: 'I have copied it',
    copied: 'Copied.',
    notCopied:
      'Your browser did not let us copy it: select the key and copy it yourself.',
    newKey: 'New API key',
    keyName: 'Key name',
    keyNameHelp: 'What will use it, e.g. Shop till or Stock system.',
    create: 'Create key',
    stripe: 'Stripe Connect',
    notConfigured: 'Not configured',
    noStripe:
      'This platform has no Stripe key, so Stripe Connect is not available: payouts go through the built-in test provider.',
    notConnected: 'Not connected',
    noStripeAccount:
      'Your workshop has no Stripe Connect account on this platform.',
    testProvider: 'Test provider',
    connected: 'Connected',
    payoutsTo: {
      iban: 'Payouts go to the IBAN of {{holder}} ending in {{last4}}, as saved in your bank details.',
      us: 'Payouts go to the US bank account of {{holder}} ending in {{last4}}, as saved in your bank details.',
      account:
        'Payouts go to the account of {{holder}} ending in {{last4}}, as saved in your bank details.',
    },
    noPayout: 'No payout account yet: add your bank details to get paid.',
  },
  es: {
    loading: 'Cargando sus integraciones',
    loadFailed: 'No pudimos cargar sus integraciones.',
    title: 'Integraciones',
    keys: 'Claves de API',
    keysIntro:
      'Claves para sus propios sistemas, como máximo {{max}} activas a la vez. Esta plataforma todavía no acepta estas claves en ninguna de sus llamadas.',
    payouts: 'Cobros',
    revoked: 'La clave «{{name}}» está revocada.',
    revokeFailed: 'No pudimos revocar la clave. Inténtelo de nuevo.',
    noKeys:
      'No hay claves activas. Cree una abajo cuando uno de sus sistemas la necesite.',
    active: 'Claves de API activas',
    endsIn: 'Termina en ',
    created: ' · Creada el {{date}}',
    createdBy: ' · Creada el {{date}} por {{name}}',
    revokeNamed: 'Revocar la clave {{name}}',
    revoke: 'Revocar',
    revokeTitle: '¿Revocar la clave «{{name}}»?',
    keep: 'Conservarla',
    revokeText:
      'La clave que termina en {{last4}} se revoca para siempre: no se puede recuperar. Después puede crear una clave nueva.',
    newTitle: 'Su nueva clave «{{name}}»',
    newHelp:
      'Cópiela ahora y guárdela en un lugar seguro: solo se muestra esta vez. Después solo verá sus 4 últimos caracteres.',
    apiKey: 'Clave de API',
    copy: 'Copiar la clave',
    copiedIt: 'Ya la he copiado',
    copied: 'Copiada.',
    notCopied:
      'Su navegador no nos dejó copiarla: seleccione la clave y cópiela usted.',
    newKey: 'Nueva clave de API',
    keyName: 'Nombre de la clave',
    keyNameHelp: 'Qué la usará, p. ej. Caja de la tienda o Sistema de stock.',
    create: 'Crear clave',
    stripe: 'Stripe Connect',
    notConfigured: 'No configurado',
    noStripe:
      'Esta plataforma no tiene clave de Stripe, así que Stripe Connect no está disponible: los cobros pasan por el proveedor de prueba integrado.',
    notConnected: 'No conectado',
    noStripeAccount:
      'Su taller no tiene una cuenta de Stripe Connect en esta plataforma.',
    testProvider: 'Proveedor de prueba',
    connected: 'Conectado',
    payoutsTo: {
      iban: 'Los cobros van al IBAN de {{holder}} que termina en {{last4}}, según sus datos bancarios.',
      us: 'Los cobros van a la cuenta bancaria de EE. UU. de {{holder}} que termina en {{last4}}, según sus datos bancarios.',
      account:
        'Los cobros van a la cuenta de {{holder}} que termina en {{last4}}, según sus datos bancarios.',
    },
    noPayout:
      'Todavía no hay cuenta de cobro: añada sus datos bancarios para cobrar.',
  },
};
