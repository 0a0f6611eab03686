import { onboardingPlan } from './onboardingPlan';

/** Opening a store: sign-up, the set-up steps, the plan, payouts and the payment return pages. */
export const onboarding = {
  en: {
    ...onboardingPlan.en,
    loading: "Loading your store's set-up",
    step: 'Step {{number}} of {{total}}',
    saveContinue: 'Save and continue',
    continue: 'Continue',
    failed: 'Something went wrong.',
    signup: {
      title: 'Open your store',
      intro:
        "Create your account and choose your storefront's address. The set-up takes a few minutes; you can stop and come back at any step.",
      storeName: 'Store name',
      subdomain: 'Storefront address',
      subdomainHelp:
        'Lower-case letters, digits and hyphens: your storefront opens at <address>.localhost.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      password: 'Password',
      passwordHelp: 'At least 8 characters with a letter and a digit.',
      submit: 'Create my store',
      already: 'Already have a store?',
      logIn: 'Log in',
    },
    store: {
      title: 'About your store',
      name: 'Store name',
      website: 'Website',
      websiteHelp:
        'Optional: your current website, starting with http:// or https://.',
      colour: 'Brand colour',
      colourHelp: "The colour of your storefront's buttons, as #rrggbb.",
    },
    address: {
      title: "Your store's address",
      defaultName: 'Main store',
      name: 'Location name',
      street: 'Street address',
      city: 'City',
      state: 'State',
      zip: 'ZIP code',
      phone: 'Phone',
    },
    services: {
      title: 'Welcome! What do you offer?',
      intro:
        'Pick the services {{store}} starts with. You can change their prices and options, and add your own, in the service builder later.',
      legend: 'Starter services',
      choice: '{{name}} ({{category}}, {{price}})',
    },
    shipping: {
      title: 'How do you ship?',
      legend: 'Shipping',
      platform: "Use the platform's shipping (labels at our rates)",
      own: 'Use my own carrier account',
      carrierTitle: 'Your carrier',
      carrier: 'Carrier',
      price: 'Price',
      fixed: 'Charge one fixed shipping price',
    },
    payouts: {
      title: 'Get paid',
      failedTitle: 'We could not connect your account',
      stripeIncomplete:
        'Your Stripe account is not ready to take payments yet. Please continue your set-up with Stripe.',
      payoutsFailed:
        'We could not connect this bank account. Please check the details or use another account.',
      stillTo: 'Payouts still go to the account ending in {{last4}}.',
      noAccount: 'No payout account is connected yet.',
      toBilling: 'Go to Billing',
      tryAgain: 'Try again',
      bankIntro:
        "Connect the bank account your customers' payments are paid out to.",
      bank: 'Bank account',
      holder: 'Account holder',
      routing: 'Routing number',
      account: 'Account number',
      connect: 'Connect account',
      checking: 'Checking your Stripe account',
      stripeIntro:
        "Your customers' payments are paid out through Stripe. Stripe asks for your business and bank details on its own pages, then sends you back here.",
      withStripe: 'Connect with Stripe',
    },
    complete: {
      title: "You're ready to sell",
      open: '{{store}} is open',
      visit: 'Visit your storefront',
      portal: 'Go to your store portal',
      ready: 'Everything is set up. Open {{store}} to customers at',
      openStore: 'Open my store',
    },
    returns: {
      plan: 'Your plan payment',
      locations: 'Your extra locations',
      payment: 'Your payment details',
      loading: 'Loading your payment',
      outcome: 'Outcome',
      notPaid: 'The {{plan}} plan is not paid yet: nothing was charged.',
      noPlan: 'No plan is chosen yet: nothing was charged.',
      paid: 'The {{plan}} plan is paid with the {{brand}} ending in {{last4}}.',
      paidNoPlan: 'The plan is paid with the {{brand}} ending in {{last4}}.',
      extra_one:
        "Your store now has {{count}} extra location beyond its plan's.",
      extra_other:
        "Your store now has {{count}} extra locations beyond its plan's.",
      invoices: 'Each purchase has its invoice under Billing.',
      payoutsTo: 'Payouts go to the account ending in {{last4}}.',
      continue: 'Continue setting up',
    },
    shopify: {
      title: 'Shopify is not configured',
      text: "This platform has no Shopify app set up, so a Shopify store cannot be connected here. Ask the platform's administrator to configure one.",
      portal: 'Go to the store portal',
    },
  },
  es: {
    ...onboardingPlan.es,
    loading: 'Cargando la configuración de su tienda',
    step: 'Paso {{number}} de {{total}}',
    saveContinue: 'Guardar y continuar',
    continue: 'Continuar',
    failed: 'Algo salió mal.',
    signup: {
      title: 'Abra su tienda',
      intro:
        'Cree su cuenta y elija la dirección de su tienda en línea. La configuración lleva unos minutos; puede parar y volver en cualquier paso.',
      storeName: 'Nombre de la tienda',
      subdomain: 'Dirección de la tienda en línea',
      subdomainHelp:
        'Letras minúsculas, dígitos y guiones: su tienda en línea se abre en <dirección>.localhost.',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      password: 'Contraseña',
      passwordHelp: 'Al menos 8 caracteres con una letra y un dígito.',
      submit: 'Crear mi tienda',
      already: '¿Ya tiene una tienda?',
      logIn: 'Iniciar sesión',
    },
    store: {
      title: 'Sobre su tienda',
      name: 'Nombre de la tienda',
      website: 'Sitio web',
      websiteHelp:
        'Opcional: su sitio web actual, que empiece por http:// o https://.',
      colour: 'Color de la marca',
      colourHelp:
        'El color de los botones de su tienda en línea, como #rrggbb.',
    },
    address: {
      title: 'La dirección de su tienda',
      defaultName: 'Tienda principal',
      name: 'Nombre del local',
      street: 'Dirección',
      city: 'Ciudad',
      state: 'Estado',
      zip: 'Código postal',
      phone: 'Teléfono',
    },
    services: {
      title: '¡Bienvenido! ¿Qué ofrece?',
      intro:
        'Elija los servicios con los que empieza {{store}}. Más adelante puede cambiar sus precios y opciones, y añadir los suyos, en el creador de servicios.',
      legend: 'Servicios iniciales',
      choice: '{{name}} ({{category}}, {{price}})',
    },
    shipping: {
      title: '¿Cómo envía?',
      legend: 'Envío',
      platform:
        'Usar los envíos de la plataforma (etiquetas a nuestras tarifas)',
      own: 'Usar mi propia cuenta de transportista',
      carrierTitle: 'Su transportista',
      carrier: 'Transportista',
      price: 'Precio',
      fixed: 'Cobrar un único precio de envío fijo',
    },
    payouts: {
      title: 'Cobre sus ventas',
      failedTitle: 'No pudimos conectar su cuenta',
      stripeIncomplete:
        'Su cuenta de Stripe aún no está lista para aceptar pagos. Continúe la configuración con Stripe.',
      payoutsFailed:
        'No pudimos conectar esta cuenta bancaria. Revise los datos o use otra cuenta.',
      stillTo: 'Los cobros siguen yendo a la cuenta terminada en {{last4}}.',
      noAccount: 'Aún no hay ninguna cuenta de cobro conectada.',
      toBilling: 'Ir a Facturación',
      tryAgain: 'Volver a intentarlo',
      bankIntro:
        'Conecte la cuenta bancaria a la que se abonan los pagos de sus clientes.',
      bank: 'Cuenta bancaria',
      holder: 'Titular de la cuenta',
      routing: 'Número de ruta',
      account: 'Número de cuenta',
      connect: 'Conectar la cuenta',
      checking: 'Comprobando su cuenta de Stripe',
      stripeIntro:
        'Los pagos de sus clientes se abonan a través de Stripe. Stripe pide los datos de su negocio y de su banco en sus propias páginas y luego le devuelve aquí.',
      withStripe: 'Conectar con Stripe',
    },
    complete: {
      title: 'Ya puede vender',
      open: '{{store}} está abierta',
      visit: 'Visitar su tienda en línea',
      portal: 'Ir al portal de su tienda',
      ready: 'Todo está configurado. Abra {{store}} a los clientes en',
      openStore: 'Abrir mi tienda',
    },
    returns: {
      plan: 'El pago de su plan',
      locations: 'Sus locales adicionales',
      payment: 'Sus datos de pago',
      loading: 'Cargando su pago',
      outcome: 'Resultado',
      notPaid: 'El plan {{plan}} aún no está pagado: no se cobró nada.',
      noPlan: 'Aún no se eligió ningún plan: no se cobró nada.',
      paid: 'El plan {{plan}} está pagado con la {{brand}} terminada en {{last4}}.',
      paidNoPlan:
        'El plan está pagado con la {{brand}} terminada en {{last4}}.',
      extra_one:
        'Su tienda tiene ahora {{count}} local adicional además de los de su plan.',
      extra_other:
        'Su tienda tiene ahora {{count}} locales adicionales además de los de su plan.',
      invoices: 'Cada compra tiene su factura en Facturación.',
      payoutsTo: 'Los cobros van a la cuenta terminada en {{last4}}.',
      continue: 'Continuar con la configuración',
    },
    shopify: {
      title: 'Shopify no está configurado',
      text: 'Esta plataforma no tiene ninguna aplicación de Shopify configurada, así que aquí no se puede conectar una tienda de Shopify. Pida al administrador de la plataforma que configure una.',
      portal: 'Ir al portal de la tienda',
    },
  },
};
