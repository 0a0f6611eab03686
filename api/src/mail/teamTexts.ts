import type { MailLanguage } from './language';

// The words of the mails to a store's or a vendor's people: staff and vendor invitations, a
// workshop's sign-up, and the plan renewal. One catalogue per language; the English entries are the
// texts these mails always had.

interface TeamTexts {
  hello: string;
  inviteExpiry: string;
  staffSubject: (store: string) => string;
  staffIntro: (store: string) => string;
  staffOpen: string;
  staffButton: string;
  vendorSubject: (store: string) => string;
  vendorIntro: (store: string) => string;
  vendorOpen: string;
  vendorButton: string;
  signupSubject: string;
  signupOpen: string;
  signupButton: string;
  signupEnd: string;
  existsSubject: string;
  existsIntro: string;
  existsEnd: string;
  logIn: string;
  forgot: string;
  renewedSubject: (plan: string) => string;
  failedSubject: (plan: string) => string;
  month: (from: string, until: string) => string;
  renewed: (
    name: string,
    plan: string,
    from: string,
    month: string,
    amount: string,
  ) => string;
  invoicesThere: string;
  failed: (
    name: string,
    plan: string,
    from: string,
    failure: string,
    amount: string,
    month: string,
  ) => string;
  replaceCard: string;
  /** Why a renewal failed when the card asked for authentication. */
  cardAuth: string;
  openBilling: string;
}

const en: TeamTexts = {
  hello: 'Hello,',
  inviteExpiry:
    'The link works once and expires in 7 days. If you did not expect this invitation, ignore this mail.',
  staffSubject: (store) => `You are invited to join ${store}`,
  staffIntro: (store) => `you are invited to join the team of ${store}.`,
  staffOpen: 'Open this link to set up your account:',
  staffButton: 'Set up your account',
  vendorSubject: (store) => `${store} invites you to work for them`,
  vendorIntro: (store) =>
    `${store} invites you to receive their work orders as a vendor.`,
  vendorOpen:
    'Sign in to your vendor account and open this link to accept or decline:',
  vendorButton: 'Accept or decline',
  signupSubject: 'Finish creating your workshop account',
  signupOpen: 'open this link to finish creating your workshop account:',
  signupButton: 'Finish creating your account',
  signupEnd:
    'The link works once and expires in 24 hours. If you did not sign up, ignore this mail: nothing is created.',
  existsSubject: 'You already have a workshop account',
  existsIntro:
    'someone tried to sign up a workshop with this email, which already has an account. Nothing was created.',
  existsEnd:
    'If it was not you, ignore this mail: your account stays the same.',
  logIn: 'Log in',
  forgot: 'Forgot your password?',
  renewedSubject: (plan) => `Your ${plan} plan was renewed`,
  failedSubject: (plan) =>
    `We could not renew your ${plan} plan: payment failed`,
  month: (from, until) => `${from} to ${until}`,
  renewed: (name, plan, from, month, amount) =>
    `${name}'s ${plan} plan was renewed on ${from} for ${month}. We charged $${amount} to the card on file.`,
  invoicesThere: 'Your invoices are on the billing page:',
  failed: (name, plan, from, failure, amount, month) =>
    `The renewal of ${name}'s ${plan} plan on ${from} failed: ${failure} The invoice of $${amount} for ${month} is unpaid.`,
  replaceCard:
    'Please replace the card on the billing page, where the invoice can be paid:',
  cardAuth: 'The card asks for authentication.',
  openBilling: 'Open the billing page',
};

const es: TeamTexts = {
  hello: 'Hola:',
  inviteExpiry:
    'El enlace funciona una vez y vence en 7 días. Si no esperabas esta invitación, ignora este correo.',
  staffSubject: (store) => `Te invitan a unirte a ${store}`,
  staffIntro: (store) => `Te invitan a unirte al equipo de ${store}.`,
  staffOpen: 'Abre este enlace para configurar tu cuenta:',
  staffButton: 'Configura tu cuenta',
  vendorSubject: (store) => `${store} te invita a trabajar para ellos`,
  vendorIntro: (store) =>
    `${store} te invita a recibir sus órdenes de trabajo como proveedor.`,
  vendorOpen:
    'Inicia sesión en tu cuenta de proveedor y abre este enlace para aceptar o rechazar:',
  vendorButton: 'Aceptar o rechazar',
  signupSubject: 'Termina de crear la cuenta de tu taller',
  signupOpen: 'Abre este enlace para terminar de crear la cuenta de tu taller:',
  signupButton: 'Termina de crear tu cuenta',
  signupEnd:
    'El enlace funciona una vez y vence en 24 horas. Si no te registraste, ignora este correo: no se crea nada.',
  existsSubject: 'Ya tienes una cuenta de taller',
  existsIntro:
    'Alguien intentó registrar un taller con este correo, que ya tiene una cuenta. No se creó nada.',
  existsEnd: 'Si no fuiste tú, ignora este correo: tu cuenta no cambia.',
  logIn: 'Inicia sesión',
  forgot: '¿Olvidaste tu contraseña?',
  renewedSubject: (plan) => `Tu plan ${plan} se renovó`,
  failedSubject: (plan) => `No pudimos renovar tu plan ${plan}: el pago falló`,
  month: (from, until) => `del ${from} al ${until}`,
  renewed: (name, plan, from, month, amount) =>
    `El plan ${plan} de ${name} se renovó el ${from} para el periodo ${month}. Cobramos $${amount} a la tarjeta registrada.`,
  invoicesThere: 'Tus facturas están en la página de facturación:',
  failed: (name, plan, from, failure, amount, month) =>
    `La renovación del plan ${plan} de ${name} el ${from} falló: ${failure} La factura de $${amount} del periodo ${month} está sin pagar.`,
  replaceCard:
    'Cambia la tarjeta en la página de facturación, donde puedes pagar la factura:',
  cardAuth: 'La tarjeta pide autenticación.',
  openBilling: 'Abre la página de facturación',
};

export const TEAM_TEXTS: Record<MailLanguage, TeamTexts> = { en, es };
