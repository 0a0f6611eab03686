import { createTestApi, type Json, type TestApi } from './helpers';
import { CONTACT, orderKit, type OrderKit } from './ordersFixtures';

// Mails go in the recipient's language: a store staff member who chose Spanish in the portal
// header gets the password reset in Spanish; a customer who ordered from a Spanish storefront gets
// the order confirmation in Spanish; everyone else keeps the English mail.

let api: TestApi;
let kit: OrderKit;

beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const lastMail = async (to: string) =>
  (
    await api.db.query<{
      subject: string;
      text_body: string;
      html_body: string;
    }>(
      'SELECT subject, text_body, html_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    )
  )[0]!;

const forgot = (email: string) =>
  api.request({
    method: 'POST',
    url: '/api/v1/auth/portal/forgot-password',
    payload: { email },
  });

it('a staff member who chose Spanish gets the password reset in Spanish; one who did not, in English', async () => {
  const { access } = await api.login('staff@acme.test');
  const chosen = await api.request({
    method: 'PUT',
    url: '/api/v1/portal/profile/language',
    token: access,
    payload: { language: 'es' },
  });
  expect(chosen.status).toBeLessThan(300);
  expect((await forgot('staff@acme.test')).status).toBe(200);
  const spanish = await lastMail('staff@acme.test');
  expect(spanish.subject).toBe('Restablece tu contraseña de Acme Jewelers');
  expect(spanish.text_body).toContain(
    'Alguien pidió restablecer la contraseña de tu cuenta de Acme Jewelers. Abre este enlace para elegir una nueva:',
  );
  expect(spanish.html_body).toContain('Elegir una contraseña nueva');

  expect((await forgot('owner@acme.test')).status).toBe(200);
  const english = await lastMail('owner@acme.test');
  expect(english.subject).toBe('Reset your Acme Jewelers password');
});

it('a customer ordering from a Spanish storefront gets the confirmation in Spanish; an English browser, in English', async () => {
  const place = async (headers: Record<string, string>, email: string) => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/orders',
      headers,
      payload: kit.orderBody(await kit.guestCart(), {
        contact: { ...CONTACT, email },
      }),
    });
    expect(res.status).toBe(201);
    return res.body.order as Json;
  };
  const es = await place(
    { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    'lucia@example.test',
  );
  const spanish = await lastMail('lucia@example.test');
  expect(spanish.subject).toBe(`Tu pedido ${es.order_no}`);
  expect(spanish.text_body).toContain(
    `Gracias por tu pedido en Acme Jewelers. Tu número de seguimiento es ${es.order_no}.`,
  );
  expect(spanish.text_body).toContain(
    `Paga o consulta tu pedido: http://acme.localhost/checkout/payment/${es.token}`,
  );

  const en = await place(
    { 'accept-language': 'fr-FR,en;q=0.5' },
    'ada.en@example.test',
  );
  expect((await lastMail('ada.en@example.test')).subject).toBe(
    `Your order ${en.order_no}`,
  );
});

it("a customer asking for a password reset from the storefront's Spanish page (?lang=es) gets it in Spanish", async () => {
  const res = await api.request({
    method: 'POST',
    url: '/api/v1/auth/customer/forgot-password?lang=es',
    payload: { store_id: 1, email: 'jane@example.test' },
  });
  expect(res.status).toBe(200);
  const mail = await lastMail('jane@example.test');
  expect(mail.subject).toBe('Restablece tu contraseña de Acme Jewelers');
  expect(mail.text_body).toContain(
    'El enlace funciona una vez y vence en 1 hora.',
  );
});
