// One guest checkout on Acme's storefront as a browser makes it (add to cart, place the order,
// pay with the test card), each step retried with the same idempotency key when the answer is
// retryable: no answer (a replica killed mid-request), 502/503/504 (the balancer or the api saying
// "not now"), or a 409 of a payment still in progress. A payment cut short by a killed replica
// stays 'pending' under its key and keeps its order claimed for two minutes
// (api/src/areas/payments/claims.ts): its retries wait 15 s each, and once the claim has lapsed the
// buyer pays again with a new key, as a shopper pressing Pay again would.
import { request, visitor } from './load.mjs';

const RETRYABLE = new Set([0, 409, 502, 503, 504]);
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2035,
  cvc: '123',
  name: 'Bench Buyer',
};
const CONTACT = {
  first_name: 'Bench',
  last_name: 'Buyer',
  email: 'bench@example.test',
  phone: '555 123 4567',
};

/** A service of Acme's whose cart line needs no answers. */
export async function plainServiceId(base) {
  for (let id = 1; id <= 40; id += 1) {
    const added = await request(base, 'POST', '/api/v1/add-to-carts', {
      body: { store_id: 1, service_id: id, quantity: 1, answers: {} },
      headers: { 'x-forwarded-for': visitor() },
    });
    if (added.status === 201) return id;
  }
  throw new Error('Acme has no service without required options');
}

/**
 * Checkout number `n` of run `runId`. Answers whether it completed, its order number, every status
 * seen (retries included) and how many retries it took.
 */
export async function checkout(base, { runId, n, serviceId }) {
  // Each checkout is another visitor (the rate limits count per address).
  const headers = { 'x-forwarded-for': visitor() };
  const statuses = [];
  let retries = 0;
  let newPaymentKey = false;
  const step = async (method, path, body, ok, maxMs = 200_000) => {
    const until = Date.now() + maxMs;
    for (let attempt = 0; Date.now() < until; attempt += 1) {
      const answer = await request(base, method, path, { body, headers });
      statuses.push(answer.status);
      if (ok(answer)) return answer;
      if (!RETRYABLE.has(answer.status))
        throw Object.assign(
          new Error(`${path}: ${answer.status} ${answer.body?.message ?? ''}`),
          { answer },
        );
      retries += 1;
      const wait =
        answer.status === 409 ? 15_000 : Math.min(100 + attempt * 200, 2000);
      await new Promise((r) => setTimeout(r, wait));
    }
    throw Object.assign(
      new Error(`${path}: still failing after ${maxMs / 1000} s`),
      { stuck: true },
    );
  };
  try {
    const added = await step(
      'POST',
      '/api/v1/add-to-carts',
      { store_id: 1, service_id: serviceId, quantity: 1, answers: {} },
      (a) => a.status === 201,
    );
    const placed = await step(
      'POST',
      '/api/v1/orders',
      {
        store_id: 1,
        cart_id: added.body.data.cart_id,
        idempotency_key: `bench-${runId}-${n}`,
        is_guest: true,
        contact: CONTACT,
        shipping_address: {
          ...CONTACT,
          address_line1: '1 Load Lane',
          city: 'Arlington',
          state: 'VA',
          zip: '22201',
          country: 'US',
        },
        carrier_id: 1,
      },
      (a) => a.status === 200 || a.status === 201,
    );
    const { order } = placed.body;
    const pay = (key, maxMs) =>
      step(
        'POST',
        '/api/v1/payments',
        { token: order.token, idempotency_key: key, card: CARD },
        (a) => a.status < 300 && a.body?.status === 'succeeded',
        maxMs,
      );
    try {
      await pay(`bench-${runId}-${n}-pay`, 150_000);
    } catch (error) {
      if (!error.stuck) throw error;
      newPaymentKey = true;
      await pay(`bench-${runId}-${n}-pay-again`, 60_000);
    }
    return {
      ok: true,
      orderNo: order.order_no,
      statuses,
      retries,
      newPaymentKey,
    };
  } catch (error) {
    return {
      ok: false,
      error: error.message,
      statuses,
      retries,
      newPaymentKey,
    };
  }
}

/** `total` checkouts by `concurrency` clients; `during(done)` is called after each one. */
export async function checkoutLoad(
  base,
  { runId, total, concurrency, serviceId, during },
) {
  const outcomes = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < total; n = next++) {
        outcomes.push(await checkout(base, { runId, n, serviceId }));
        await during?.(outcomes.length);
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}
