/** Opening a store: the plan, its payment and the extra locations bought later. */
export const onboardingPlan = {
  en: {
    plan: {
      title: 'Choose your plan',
      legend: 'Plan',
      choice_one:
        '{{name}}: {{price}} a month, {{count}} location included, {{extra}} a month per extra location',
      choice_other:
        '{{name}}: {{price}} a month, {{count}} locations included, {{extra}} a month per extra location',
      extra: 'Extra locations',
      extraHelp: 'Locations beyond those your plan includes (0 to 100).',
      confirmTitle: 'Confirm your plan',
      summary_one: '{{plan}} plan with {{count}} extra location:',
      summary_other: '{{plan}} plan with {{count}} extra locations:',
      perMonth: '{{amount}} a month',
      change: 'Change plan',
      card: 'Card',
      pay: 'Pay {{amount}}',
      activeTitle: 'Your plan is active',
      paid: 'Thank you! {{amount}} was paid.',
      paidWith:
        'Thank you! {{amount}} was paid with the {{brand}} card ending {{last4}}.',
      toPayouts: 'Continue to payouts',
      loading: 'Loading your plan',
      ownerOnly: "Only the store's owner manages its plan",
      askOwner: 'Ask the owner of your store.',
      yours: 'Your plan',
      addLocations: 'Add locations',
      firstMonth:
        'The first month was paid with the {{brand}} card ending {{last4}}.',
      none: "{{store}} has no plan on record. Please contact the platform's team to choose one.",
      backToPortal: 'Back to your store portal',
    },
    perLocation: {
      added: 'Added. Your plan is now {{amount}} a month.',
      includes_one:
        'Your {{plan}} plan includes {{count}} location and {{extra}} extra; each more is {{price}} a month, and you pay it now only for the days left until your plan renews.',
      includes_other:
        'Your {{plan}} plan includes {{count}} locations and {{extra}} extra; each more is {{price}} a month, and you pay it now only for the days left until your plan renews.',
      full: 'Your store has the most extra locations a plan can have (100).',
      count: 'Locations to add',
    },
    purchase: {
      payWith: 'Pay with',
      onFile: 'The card on file: {{brand}} ending {{last4}}',
      newCard: 'A new card (for this payment only)',
      submit: 'Pay and add',
      enterCount: 'Enter how many extra locations to add to see the price.',
      dueNow: 'Due now',
      dueDetail:
        '({{count}} × {{price}} for the {{left}} of {{days}} days left until {{end}})',
      monthly: 'New monthly total',
      perMonth: '{{amount}} a month',
    },
  },
  es: {
    plan: {
      title: 'Elija su plan',
      legend: 'Plan',
      choice_one:
        '{{name}}: {{price}} al mes, {{count}} local incluido, {{extra}} al mes por cada local adicional',
      choice_other:
        '{{name}}: {{price}} al mes, {{count}} locales incluidos, {{extra}} al mes por cada local adicional',
      extra: 'Locales adicionales',
      extraHelp: 'Locales además de los que incluye su plan (de 0 a 100).',
      confirmTitle: 'Confirme su plan',
      summary_one: 'Plan {{plan}} con {{count}} local adicional:',
      summary_other: 'Plan {{plan}} con {{count}} locales adicionales:',
      perMonth: '{{amount}} al mes',
      change: 'Cambiar de plan',
      card: 'Tarjeta',
      pay: 'Pagar {{amount}}',
      activeTitle: 'Su plan está activo',
      paid: '¡Gracias! Se pagaron {{amount}}.',
      paidWith:
        '¡Gracias! Se pagaron {{amount}} con la tarjeta {{brand}} terminada en {{last4}}.',
      toPayouts: 'Continuar con los cobros',
      loading: 'Cargando su plan',
      ownerOnly: 'Solo el propietario de la tienda gestiona su plan',
      askOwner: 'Pregunte al propietario de su tienda.',
      yours: 'Su plan',
      addLocations: 'Añadir locales',
      firstMonth:
        'El primer mes se pagó con la tarjeta {{brand}} terminada en {{last4}}.',
      none: '{{store}} no tiene ningún plan registrado. Póngase en contacto con el equipo de la plataforma para elegir uno.',
      backToPortal: 'Volver al portal de su tienda',
    },
    perLocation: {
      added: 'Añadidos. Su plan cuesta ahora {{amount}} al mes.',
      includes_one:
        'Su plan {{plan}} incluye {{count}} local y {{extra}} adicionales; cada uno más cuesta {{price}} al mes, y ahora solo paga los días que faltan hasta que se renueve su plan.',
      includes_other:
        'Su plan {{plan}} incluye {{count}} locales y {{extra}} adicionales; cada uno más cuesta {{price}} al mes, y ahora solo paga los días que faltan hasta que se renueve su plan.',
      full: 'Su tienda tiene el máximo de locales adicionales que puede tener un plan (100).',
      count: 'Locales que añadir',
    },
    purchase: {
      payWith: 'Pagar con',
      onFile: 'La tarjeta guardada: {{brand}} terminada en {{last4}}',
      newCard: 'Una tarjeta nueva (solo para este pago)',
      submit: 'Pagar y añadir',
      enterCount:
        'Indique cuántos locales adicionales quiere añadir para ver el precio.',
      dueNow: 'A pagar ahora',
      dueDetail:
        '({{count}} × {{price}} por los {{left}} de {{days}} días que faltan hasta el {{end}})',
      monthly: 'Nuevo total mensual',
      perMonth: '{{amount}} al mes',
    },
  },
};
