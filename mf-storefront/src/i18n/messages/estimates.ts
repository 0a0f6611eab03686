/** Estimates, pages opened by a link (token), and the payment's notes. */
export const links = {
  en: {
    invalid: {
      order: 'This order link is not valid.',
      payment: 'This payment link is not valid.',
      estimate: 'This estimate link is not valid.',
    },
    failed: {
      order: 'We could not load this order.',
      payment: 'We could not load this payment.',
      estimate: 'We could not load this estimate.',
    },
    loading: {
      order: 'Loading the order',
      payment: 'Loading the payment',
      estimate: 'Loading the estimate',
    },
    checkLink: 'Please check the link you were sent.',
    orderPaid: 'This order has already been paid.',
    chargePaid: 'This charge has already been paid.',
    viewConfirmation: 'View confirmation',
    testCards: 'Test cards',
    testMode:
      'Test mode: no real card is charged. Use any future expiry and any CVC.',
    payWithStripe: 'Pay with Stripe',
    confirm: {
      invalid: 'This payment link is not valid.',
      missing: 'The payment to confirm is missing from the link.',
      failed: 'We could not confirm your payment.',
      declinedTitle: 'Your payment was not completed.',
      declined: 'Your card was declined.',
      back: 'Back to payment',
      confirming: 'Confirming your payment',
      confirmingNow: 'Confirming your payment…',
    },
    chargeRequested: {
      additional: {
        vendor: 'This additional charge was requested by the vendor.',
        store_owner: 'This additional charge was requested by the store owner.',
      },
      extra: {
        vendor: 'This extra charge was requested by the vendor.',
        store_owner: 'This extra charge was requested by the store owner.',
      },
    },
    reasonIs: 'Reason: {{reason}}',
    forItem: 'For: {{item}}',
    chargeUnpaid: 'This charge is not paid yet',
    pay: 'Pay {{amount}}',
    paymentThanks: 'Thank you for your payment!',
    received: {
      additional:
        'We received {{amount}} for the additional charge on your order.',
      extra: 'We received {{amount}} for the extra charge on your order.',
    },
    // The paid charge by its name (the reason the store or vendor gave) and its own amount.
    receivedFor: {
      additional:
        'We received {{amount}} for the additional charge “{{reason}}”.',
      extra: 'We received {{amount}} for the extra charge “{{reason}}”.',
    },
    orderNumber: 'Order number',
    reason: 'Reason',
    for: 'For',
    trackThis: 'Track this order',
    outcome: {
      succeeded: 'succeeds',
      declined: 'is declined',
      insufficient_funds: 'is declined for insufficient funds',
      requires_action: 'asks for authentication',
    },
  },
  es: {
    invalid: {
      order: 'Este enlace de pedido no es válido.',
      payment: 'Este enlace de pago no es válido.',
      estimate: 'Este enlace de presupuesto no es válido.',
    },
    failed: {
      order: 'No pudimos cargar este pedido.',
      payment: 'No pudimos cargar este pago.',
      estimate: 'No pudimos cargar este presupuesto.',
    },
    loading: {
      order: 'Cargando el pedido',
      payment: 'Cargando el pago',
      estimate: 'Cargando el presupuesto',
    },
    checkLink: 'Revise el enlace que recibió.',
    orderPaid: 'Este pedido ya está pagado.',
    chargePaid: 'Este cargo ya está pagado.',
    viewConfirmation: 'Ver la confirmación',
    testCards: 'Tarjetas de prueba',
    testMode:
      'Modo de prueba: no se cobra ninguna tarjeta real. Use cualquier caducidad futura y cualquier CVC.',
    payWithStripe: 'Pagar con Stripe',
    confirm: {
      invalid: 'Este enlace de pago no es válido.',
      missing: 'Al enlace le falta el pago que hay que confirmar.',
      failed: 'No pudimos confirmar su pago.',
      declinedTitle: 'Su pago no se completó.',
      declined: 'Su tarjeta fue rechazada.',
      back: 'Volver al pago',
      confirming: 'Confirmando su pago',
      confirmingNow: 'Confirmando su pago…',
    },
    chargeRequested: {
      additional: {
        vendor: 'Este cargo adicional lo solicitó el proveedor.',
        store_owner: 'Este cargo adicional lo solicitó el dueño de la tienda.',
      },
      extra: {
        vendor: 'Este cargo extra lo solicitó el proveedor.',
        store_owner: 'Este cargo extra lo solicitó el dueño de la tienda.',
      },
    },
    reasonIs: 'Motivo: {{reason}}',
    forItem: 'Para: {{item}}',
    chargeUnpaid: 'Este cargo aún no está pagado',
    pay: 'Pagar {{amount}}',
    paymentThanks: '¡Gracias por su pago!',
    received: {
      additional: 'Recibimos {{amount}} por el cargo adicional de su pedido.',
      extra: 'Recibimos {{amount}} por el cargo extra de su pedido.',
    },
    receivedFor: {
      additional: 'Recibimos {{amount}} por el cargo adicional «{{reason}}».',
      extra: 'Recibimos {{amount}} por el cargo extra «{{reason}}».',
    },
    orderNumber: 'Número de pedido',
    reason: 'Motivo',
    for: 'Para',
    trackThis: 'Seguir este pedido',
    outcome: {
      succeeded: 'se acepta',
      declined: 'se rechaza',
      insufficient_funds: 'se rechaza por fondos insuficientes',
      requires_action: 'pide autenticación',
    },
  },
};

export const estimate = {
  en: {
    title: 'Request an estimate',
    loadFailed: 'We could not load your cart.',
    loading: 'Loading your cart',
    notes: 'Notes',
    notesHelp: 'Anything the store should know to prepare your estimate.',
    submit: 'Request estimate',
    summary: 'Estimate summary',
    services: 'Services',
    subtotal: 'Subtotal',
    thanks: 'Thank you, your estimate request was sent!',
    contactAt: 'The store will review it and contact you at {{email}}.',
    number: 'Estimate number',
    requested: 'Requested',
    continueShopping: 'Continue shopping',
  },
  es: {
    title: 'Pedir un presupuesto',
    loadFailed: 'No pudimos cargar su carrito.',
    loading: 'Cargando su carrito',
    notes: 'Notas',
    notesHelp: 'Lo que la tienda deba saber para preparar su presupuesto.',
    submit: 'Pedir presupuesto',
    summary: 'Resumen del presupuesto',
    services: 'Servicios',
    subtotal: 'Subtotal',
    thanks: '¡Gracias, su solicitud de presupuesto se ha enviado!',
    contactAt: 'La tienda la revisará y le escribirá a {{email}}.',
    number: 'Número de presupuesto',
    requested: 'Solicitado',
    continueShopping: 'Seguir comprando',
  },
};
