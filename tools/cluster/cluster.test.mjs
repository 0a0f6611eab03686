// The cluster tests (a step of `npm test`, run by tools/cluster/run-tests.mjs with node's test
// runner): two api replicas on PostgreSQL and Redis behind HAProxy, started on free ports, and what
// only several replicas can get wrong: push, rate limits, jobs, uploads, and PostgreSQL going away.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { call, DEMO_PASSWORD, portalLogin, subscribeBell } from './client.mjs';
import { startRefusingSmtp } from './smtp.mjs';
import { startCluster } from './topology.mjs';

let cluster;
let smtp;
let A;
let B;

before(async () => {
  smtp = await startRefusingSmtp();
  cluster = await startCluster({
    replicas: 2,
    env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' },
  });
  [A, B] = cluster.replicas.map((r) => r.url);
});

after(async () => {
  await cluster?.stop();
  await smtp?.close();
});

const waitFor = async (check, ms, what) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

test('a bell connected to replica A gets the event made through replica B', async () => {
  const token = await portalLogin(cluster.url, 'owner@acme.test');
  const bell = await subscribeBell(A, token);
  try {
    const made = await call(B, 'POST', '/api/v1/dev/notifications', {
      body: {
        user_id: bell.userId,
        short_description: 'Made on B',
        description: 'An event created through the other replica',
        is_watching: false,
      },
    });
    assert.equal(made.status, 201);
    const event = await bell.nextEvent();
    assert.match(JSON.stringify(event.data), /Made on B/);
  } finally {
    bell.close();
  }
  // The push socket through the balancer (WebSocket upgrade) gets events too.
  const viaLb = await subscribeBell(cluster.url, token);
  try {
    await call(A, 'POST', '/api/v1/dev/notifications', {
      body: {
        user_id: viaLb.userId,
        short_description: 'Made on A',
        description: 'Through the balancer',
        is_watching: false,
      },
    });
    assert.match(JSON.stringify((await viaLb.nextEvent()).data), /Made on A/);
  } finally {
    viaLb.close();
  }
});

test('the 11th login for one address and email is refused whichever replica answers', async () => {
  const login = (base) =>
    call(base, 'POST', '/api/v1/auth/portal/login', {
      body: { email: 'staff@acme.test', password: 'wrong password' },
    });
  for (let i = 0; i < 10; i += 1) {
    const answer = await login(i % 2 === 0 ? A : B);
    assert.notEqual(answer.status, 429, `attempt ${i + 1} was refused`);
  }
  for (const base of [A, B, cluster.url]) {
    const refused = await login(base);
    assert.equal(refused.status, 429);
    assert.match(
      refused.body.message,
      /^Too many requests\. Please try again in/,
    );
  }
  // Another address is counted apart (the balancer forwards it; the replicas trust loopback).
  const other = await call(cluster.url, 'POST', '/api/v1/auth/portal/login', {
    body: { email: 'staff@acme.test', password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  assert.equal(other.status, 200);
});

test('an image uploaded through replica A is served by replica B, immutable', async () => {
  const token = await portalLogin(cluster.url, 'owner@acme.test');
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const form = new FormData();
  form.append('store_id', '1');
  form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
  const uploaded = await fetch(`${A}/api/v1/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(uploaded.status, 201);
  const { url } = await uploaded.json();
  const served = await fetch(`${B}${url}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.match(served.headers.get('cache-control'), /immutable/);
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
});

test('a plan renewal runs once with two replicas, and its refused mail is tried again and delivered once', async () => {
  const db = new pg.Client({ connectionString: cluster.pg.url });
  await db.connect();
  const boss = new PgBoss({
    connectionString: cluster.pg.url,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  try {
    await db.query(
      `INSERT INTO store_onboarding (store_id, step, plan_id, renews_on, plan_card_brand,
         plan_card_last4, completed_on)
       VALUES (1, 'complete', 1, current_date, 'visa', '4242', now())`,
    );
    await boss.start();
    // Both replicas' workers poll the queue; several runs are asked for at once.
    await Promise.all([1, 2, 3].map(() => boss.send('plan-renewals', {})));
    const subject = 'Your Starter plan was renewed';
    await waitFor(
      () => smtp.accepted.some((m) => m.subject === subject),
      60_000,
      'the renewal mail',
    );
    // Time for any second run (or a second delivery) to show up.
    await new Promise((r) => setTimeout(r, 3000));
    const invoices = await db.query(
      `SELECT status FROM store_invoices WHERE store_id = 1 AND period_start = current_date`,
    );
    assert.deepEqual(
      invoices.rows.map((r) => r.status),
      ['paid'],
    );
    const mails = smtp.accepted.filter((m) => m.subject === subject);
    assert.equal(mails.length, 1);
    assert.equal(mails[0].to, 'owner@acme.test');
    assert.ok(smtp.attemptsOf('owner@acme.test', subject) >= 2);
    const moved = await db.query(
      `SELECT renews_on = (current_date + interval '1 month')::date AS moved
       FROM store_onboarding WHERE store_id = 1`,
    );
    assert.equal(moved.rows[0].moved, true);
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await db.end();
  }
});

test('while PostgreSQL is down the api answers 503 with a clear message, then recovers by itself', async () => {
  cluster.pg.stop();
  try {
    const down = await call(cluster.url, 'GET', '/api/v1/health');
    assert.equal(down.status, 503);
    assert.equal(down.body.code, 'SERVICE_UNAVAILABLE');
    assert.match(down.body.message, /database cannot be reached/);
    assert.equal(down.headers.get('retry-after'), '5');
  } finally {
    cluster.pg.start();
  }
  for (const base of [A, B])
    await waitFor(
      async () => (await call(base, 'GET', '/api/v1/health')).status === 200,
      20_000,
      `${base} to recover`,
    );
});
