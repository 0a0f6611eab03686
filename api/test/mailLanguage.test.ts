import { randomUUID } from 'node:crypto';
import { resolveConfig } from '../src/config';
import { expireEstimates } from '../src/areas/estimates/estimateExpiry';
import { createPushRuntime } from '../src/push/runtime';
import { createTestApi, TEST_CONFIG, type Json, type TestApi } from './helpers';
import {
  CONTACT,
  orderKit,
  paymentHelpers,
  type OrderKit,
} from './ordersFixtures';

// Mails go in the recipient's language: a store staff member who chose Spanish in the portal
// header gets the password reset in Spanish; a customer who ordered from a Spanish storefront gets
// the order confirmation in Spanish, and every later mail about that order or estimate (its status,
// refunds, payment requests, quote and expiry) in Spanish too; everyone else keeps the English mail.

let api: TestApi;
let kit: OrderKit;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  owner = (await api.login('owner@acme.test')).access;
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

const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const { pay } = paymentHelpers(() => kit);

/** A paid guest order placed from a storefront in the browser's language `headers`. */
async function paidOrderFrom(headers: Record<string, string>, email: string) {
  const res = await api.request({
    method: 'POST',
    url: '/api/v1/orders',
    headers,
    payload: kit.orderBody(await kit.guestCart(), {
      contact: { ...CONTACT, email },
    }),
  });
  expect(res.status).toBe(201);
  const order = res.body.order as Json;
  expect((await pay(order.token)).status).toBe(201);
  return order;
}

/** The store's refund, payment request and cancellation of the order, each mailing its customer. */
async function refundChargeCancel(order: Json, email: string) {
  const refunded = await kit.call(
    'POST',
    `/sales-orders/${order.id}/refunds`,
    { amount: '21.00', reason: 'Scratch' },
    owner,
  );
  expect(refunded.status).toBe(201);
  const refund = await lastMail(email);
  const charged = await kit.call(
    'POST',
    `/sales-orders/${order.id}/charges`,
    { kind: 'additional', amount: '5.00', reason: 'Gift box' },
    owner,
  );
  expect(charged.status).toBe(201);
  const charge = await lastMail(email);
  const { version } = (
    await api.db.query<{ version: number }>(
      'SELECT version FROM sales_orders WHERE id = $1',
      [order.id],
    )
  )[0]!;
  const cancelled = await kit.call(
    'POST',
    `/sales-orders/${order.id}/status`,
    { to: 'cancelled', version },
    owner,
  );
  expect(cancelled.status).toBe(200);
  return { refund, charge, cancel: await lastMail(email) };
}

it("the order's later mails (refund, payment request, cancellation) go in the language it was placed in", async () => {
  const es = await paidOrderFrom(SPANISH, 'sofia@example.test');
  const spanish = await refundChargeCancel(es, 'sofia@example.test');
  expect(spanish.refund.subject).toBe(`Reembolso de tu pedido ${es.order_no}`);
  expect(spanish.refund.text_body).toContain(
    `Acme Jewelers te reembolsó $21.00 de tu pedido ${es.order_no}.`,
  );
  expect(spanish.refund.text_body).toContain('Motivo: Scratch');
  expect(spanish.charge.subject).toBe(
    `Se solicitó un pago para tu pedido ${es.order_no}`,
  );
  expect(spanish.charge.text_body).toContain(
    `Acme Jewelers solicitó un pago de $5.00 para tu pedido ${es.order_no}.`,
  );
  expect(spanish.cancel.subject).toBe(`Tu pedido ${es.order_no} fue cancelado`);
  expect(spanish.cancel.text_body).toContain(
    `Tu pedido ${es.order_no} en Acme Jewelers fue cancelado.`,
  );

  const en = await paidOrderFrom(ENGLISH, 'ada.later@example.test');
  const english = await refundChargeCancel(en, 'ada.later@example.test');
  expect(english.refund.subject).toBe(`Refund for your order ${en.order_no}`);
  expect(english.refund.text_body).toContain(
    `Acme Jewelers refunded $21.00 of your order ${en.order_no}.`,
  );
  expect(english.charge.subject).toBe(
    `Payment requested for your order ${en.order_no}`,
  );
  expect(english.cancel.subject).toBe(
    `Your order ${en.order_no} was cancelled`,
  );
});

/** An estimate asked for from a storefront page (`query`), sent by the store, then left to lapse. */
async function quotedThenExpired(query: string, email: string) {
  const placed = await api.request({
    method: 'POST',
    url: `/api/v1/estimates${query}`,
    payload: {
      store_id: 1,
      cart_id: await kit.guestCart(),
      idempotency_key: randomUUID(),
      is_guest: true,
      contact: { ...CONTACT, email },
    },
  });
  expect(placed.status).toBe(201);
  const estimate = placed.body.estimate as Json;
  const sent = await kit.call(
    'POST',
    `/estimates/${estimate.id}/status`,
    { to: 'quoted', version: 1 },
    owner,
  );
  expect(sent.status).toBe(200);
  const quoted = await lastMail(email);
  await api.db.query(
    'UPDATE estimates SET valid_until = current_date - 1 WHERE id = $1',
    [estimate.id],
  );
  const config = resolveConfig(TEST_CONFIG);
  const push = createPushRuntime(config.push, config.allowedOrigins).runtime;
  expect(await expireEstimates({ db: api.db, config, push })).toBe(1);
  return {
    no: estimate.estimate_no as string,
    quoted,
    expired: await lastMail(email),
  };
}

it('an estimate asked for in Spanish gets its quote and its expiry in Spanish; one asked for in English, in English', async () => {
  const es = await quotedThenExpired('?lang=es', 'mateo@example.test');
  expect(es.quoted.subject).toBe(
    `Tu presupuesto ${es.no} está listo para que lo revises`,
  );
  expect(es.quoted.text_body).toMatch(
    /Léelo y apruébalo o recházalo aquí: http:\/\/acme\.localhost\/estimate\/\S+/,
  );
  expect(es.expired.subject).toBe(
    `La cotización de tu presupuesto ${es.no} venció`,
  );
  expect(es.expired.text_body).toContain('ya no se puede aprobar');

  const en = await quotedThenExpired('', 'ada.quote@example.test');
  expect(en.quoted.subject).toBe(
    `Your estimate ${en.no} is ready for you to review`,
  );
  expect(en.expired.subject).toBe(
    `Your quote for estimate ${en.no} has expired`,
  );
});
