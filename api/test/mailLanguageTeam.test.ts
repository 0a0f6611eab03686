import { resolveConfig } from '../src/config';
import { renewDuePlans } from '../src/areas/billing/planRenewals';
import { listOutbox } from '../src/mail';
import { createTestApi, TEST_CONFIG, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// Mails to a store's or a vendor's people go in the recipient's language: their stored choice when
// they have an account; for an invitation to someone without one, the inviter's; for a workshop's
// sign-up, the sign-up page's. A vendor's walk-in customer hears in the workshop owner's language.
// Acme's owner and Fixit's owner chose Spanish; Globex's owner never chose (English).

let api: TestApi;
const tokens: Record<string, string> = {};
const call = callerOf(() => api);

beforeAll(async () => {
  api = await createTestApi();
  for (const [key, email, kind] of [
    ['acme', 'owner@acme.test', 'portal'],
    ['globex', 'owner@globex.test', 'portal'],
    ['fixit', 'owner@fixit.test', 'vendor'],
  ] as const)
    tokens[key] = (await api.login(email, kind)).access;
  for (const key of ['acme', 'fixit']) {
    const chosen = await call('PUT', '/portal/profile/language', tokens[key]!, {
      language: 'es',
    });
    if (chosen.status >= 300) throw new Error(JSON.stringify(chosen.body));
  }
}, 60_000);
afterAll(() => api.close());

const lastMail = async (to: string) => (await listOutbox(api.db, { to }))[0]!;

it('a staff invitation goes in the inviting owner’s language', async () => {
  const es = await call('POST', '/stores/1/staff/invitations', tokens.acme!, {
    email: 'nuevo@acme.test',
  });
  expect(es.status).toBe(201);
  const spanish = await lastMail('nuevo@acme.test');
  expect(spanish.subject).toBe('Te invitan a unirte a Acme Jewelers');
  expect(spanish.text).toContain(
    'Te invitan a unirte al equipo de Acme Jewelers. Abre este enlace para configurar tu cuenta:',
  );
  expect(spanish.html).toContain('Configura tu cuenta</a>');

  const en = await call('POST', '/stores/2/staff/invitations', tokens.globex!, {
    email: 'new@globex.test',
  });
  expect(en.status).toBe(201);
  expect((await lastMail('new@globex.test')).subject).toBe(
    'You are invited to join Globex Jewelry',
  );
});

it('a store’s invitation reaches a vendor with an account in their own language, a new one in the store’s', async () => {
  // A workshop not yet linked to Globex, whose owner chose Spanish: Globex (English) invites them.
  await addRivalVendor(api, 9901, 'owner@rival.test');
  await api.db.query(
    `UPDATE users SET language = 'es' WHERE email = 'owner@rival.test'`,
  );
  const known = await call(
    'POST',
    '/portal/vendor-invitations',
    tokens.globex!,
    {
      email: 'owner@rival.test',
    },
  );
  expect(known.status).toBe(201);
  const spanish = await lastMail('owner@rival.test');
  expect(spanish.subject).toBe(
    'Globex Jewelry te invita a trabajar para ellos',
  );
  expect(spanish.text).toContain(
    'Inicia sesión en tu cuenta de proveedor y abre este enlace para aceptar o rechazar:',
  );

  const unknown = await call(
    'POST',
    '/portal/vendor-invitations',
    tokens.globex!,
    {
      email: 'bench@example.test',
    },
  );
  expect(unknown.status).toBe(201);
  expect((await lastMail('bench@example.test')).subject).toBe(
    'Globex Jewelry invites you to work for them',
  );
});

it('a workshop sign-up mails in the sign-up page’s language; a taken address, in its owner’s', async () => {
  const signup = (query: string, email: string) =>
    api.request({
      method: 'POST',
      url: `/api/v1/vendor-signup${query}`,
      payload: {
        vendor_name: 'Taller Luna',
        first_name: 'Lucia',
        last_name: 'Luna',
        email,
        password: 'Secret-pass-123',
      },
    });
  expect((await signup('?lang=es', 'lucia@luna.test')).status).toBe(200);
  const spanish = await lastMail('lucia@luna.test');
  expect(spanish.subject).toBe('Termina de crear la cuenta de tu taller');
  expect(spanish.text).toContain(
    'El enlace funciona una vez y vence en 24 horas.',
  );
  expect((await signup('', 'owner@fixit.test')).status).toBe(200);
  expect((await lastMail('owner@fixit.test')).subject).toBe(
    'Ya tienes una cuenta de taller',
  );

  expect((await signup('', 'ann@bench.test')).status).toBe(200);
  expect((await lastMail('ann@bench.test')).subject).toBe(
    'Finish creating your workshop account',
  );
});

it('a vendor’s walk-in customer hears of their order in the workshop owner’s language', async () => {
  const res = await call('POST', '/vendor/sales-orders', tokens.fixit!, {
    customer: {
      first_name: 'Rosa',
      last_name: 'Diaz',
      email: 'rosa@example.test',
      phone: '+1 217 555 0123',
    },
    lines: [{ description: 'Ring resize', quantity: 1, unit_price: '45' }],
  });
  expect(res.status).toBe(201);
  const mail = await lastMail('rosa@example.test');
  expect(mail.subject).toBe(`Tu pedido ${res.body.order_no} fue recibido`);
  expect(mail.text).toContain(
    `Tu pedido ${res.body.order_no} en Fixit Workshop fue recibido.`,
  );
});

it('a plan renewal mails each owner in their own language', async () => {
  for (const store of [1, 2])
    await api.db.query(
      `INSERT INTO store_onboarding (store_id, step, plan_id, extra_locations, renews_on,
         plan_card_brand, plan_card_last4, completed_on)
       VALUES ($1, 'complete', 2, 0, current_date - 1, 'visa', '4242', now())`,
      [store],
    );
  const config = resolveConfig(TEST_CONFIG);
  expect(await renewDuePlans({ db: api.db, config })).toEqual({
    paid: 2,
    failed: 0,
  });
  const spanish = await lastMail('owner@acme.test');
  expect(spanish.subject).toBe('Tu plan Growth se renovó');
  expect(spanish.text).toContain('Cobramos $79.00 a la tarjeta registrada.');
  expect(spanish.html).toContain('Abre la página de facturación</a>');
  expect((await lastMail('owner@globex.test')).subject).toBe(
    'Your Growth plan was renewed',
  );
});
