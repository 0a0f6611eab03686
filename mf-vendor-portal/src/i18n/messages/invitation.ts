// A store's invitation to become its vendor: answered by the owner, or signed up through.

export const invitation = {
  en: {
    failed: 'We could not save your answer. Please try again.',
    setUp: 'Set up your workshop',
    dashboard: 'Go to your dashboard',
    invites: '{{store}} invites you',
    wants:
      '{{store}} wants to send you work orders as their vendor. The invitation was sent to ',
    validUntil: ' and is valid until {{date}}.',
    accept: 'Accept',
    decline: 'Decline',
    cannotOpen: 'You cannot open this page',
    ownerOnly: "Only the vendor's owner can answer a store's invitation.",
    checking: 'Checking the invitation',
    broken: 'This link does not work',
    haveAccount: 'Already have a workshop account?',
    logIn: 'Log in to answer',
    asOwner: ' as the owner of the workshop account of {{email}}.',
    newHere: 'New here?',
    create:
      "Create your workshop's account with the email the invitation was sent to. The invitation is accepted with it; a plan, your address and where payouts go follow.",
    form: "Create your workshop's account",
    emailHelp: 'The email this invitation was sent to.',
    submit: 'Create account and accept',
  },
  es: {
    failed: 'No pudimos guardar su respuesta. Inténtelo de nuevo.',
    setUp: 'Configurar su taller',
    dashboard: 'Ir a su panel',
    invites: '{{store}} le invita',
    wants:
      '{{store}} quiere enviarle órdenes de trabajo como su proveedor. La invitación se envió a ',
    validUntil: ' y es válida hasta el {{date}}.',
    accept: 'Aceptar',
    decline: 'Rechazar',
    cannotOpen: 'No puede abrir esta página',
    ownerOnly:
      'Solo el propietario del proveedor puede responder a la invitación de una tienda.',
    checking: 'Comprobando la invitación',
    broken: 'Este enlace no funciona',
    haveAccount: '¿Ya tiene una cuenta de taller?',
    logIn: 'Inicie sesión para responder',
    asOwner: ' como propietario de la cuenta de taller de {{email}}.',
    newHere: '¿Es nuevo aquí?',
    create:
      'Cree la cuenta de su taller con el correo electrónico al que se envió la invitación. La invitación se acepta con ella; después vienen un plan, su dirección y adónde van los cobros.',
    form: 'Crear la cuenta de su taller',
    emailHelp: 'El correo electrónico al que se envió esta invitación.',
    submit: 'Crear la cuenta y aceptar',
  },
};
