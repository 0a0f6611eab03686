import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { listOutbox, sendMail } from '../src/mail';
import { count } from './accountsFixtures';
import type { Db } from '../src/db/types';
import { type TestApi, createTestApi, createTestDb } from './helpers';

// The SMTP path runs against a real SMTP server in this process (smtp-server), never the network.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );

async function startSmtp(): Promise<{
  url: string;
  received: Received[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('sendMail', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('sends over SMTP with the default From when SMTP is configured, and stores nothing', async () => {
    const smtp = await startSmtp();
    try {
      await sendMail(
        { db, config: { mail: { smtpUrl: smtp.url } } },
        {
          to: 'someone@example.test',
          subject: 'Hello there',
          text: 'Plain body',
          html: '<p>Html body</p>',
        },
      );
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@platform.test');
      expect(mail!.to).toEqual(['someone@example.test']);
      expect(mail!.raw).toContain('Subject: Hello there');
      expect(mail!.raw).toContain('Plain body');
      expect(mail!.raw).toContain('<p>Html body</p>');
      expect(await listOutbox(db)).toEqual([]);

      await sendMail(
        { db, config: { mail: { smtpUrl: smtp.url, from: 'shop@acme.test' } } },
        { to: 'b@example.test', subject: 'Second', text: 'x' },
      );
      expect(smtp.received[1]!.from).toBe('shop@acme.test');
    } finally {
      await smtp.close();
    }
  });

  it('stores the mail in the outbox without SMTP, newest first, filtered by address', async () => {
    const ctx = { db, config: { mail: {} } };
    await sendMail(ctx, {
      to: 'A@example.test',
      subject: 'one',
      text: 'first',
    });
    await sendMail(ctx, {
      to: 'b@example.test',
      subject: 'two',
      text: 'second',
      html: '<b>2</b>',
    });
    await sendMail(ctx, {
      to: 'a@example.test',
      subject: 'three',
      text: 'third',
    });
    const all = await listOutbox(db);
    expect(all.map((m) => m.subject)).toEqual(['three', 'two', 'one']);
    expect(all[1]).toEqual({
      id: expect.any(Number),
      to: 'b@example.test',
      subject: 'two',
      text: 'second',
      html: '<b>2</b>',
      created_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(
      (await listOutbox(db, { to: 'a@EXAMPLE.test' })).map((m) => m.subject),
    ).toEqual(['three', 'one']);
    expect(await listOutbox(db, { limit: 1 })).toHaveLength(1);
  });
});

describe('the api with SMTP configured', () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    api = await createTestApi({
      mail: { smtpUrl: smtp.url },
      publicUrl: { scheme: 'http', port: 3000 },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('mails the reset link over SMTP and the link resets the password', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/auth/customer/forgot-password',
      headers: { origin: 'http://acme.localhost:3000' },
      payload: { store_id: 1, email: 'jane@example.test' },
    });
    expect(response.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['jane@example.test']);
    const match =
      /http:\/\/acme\.localhost:3000\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]{43})/.exec(
        smtp.received[0]!.raw,
      );
    expect(match).not.toBeNull();
    const reset = await api.request({
      method: 'POST',
      url: '/api/v1/auth/customer/reset-password',
      payload: { key: match![1], token: match![2], password: 'ViaSmtp1pass' },
    });
    expect(reset.status).toBe(200);
    expect(await count(api, 'mail_outbox')).toBe(0);
  });

  it('does not serve the outbox when SMTP is configured', async () => {
    const response = await api.request({
      method: 'GET',
      url: '/api/v1/dev/mail-outbox',
    });
    expect(response.status).toBe(404);
  });

  it('still registers the customer when the SMTP server is down', async () => {
    const down = await startSmtp();
    await down.close();
    const broken = await createTestApi({ mail: { smtpUrl: down.url } });
    try {
      const response = await broken.request({
        method: 'POST',
        url: '/api/v1/auth/customer/register',
        payload: {
          store_id: 1,
          first_name: 'Offline',
          last_name: 'Mail',
          email: 'offline@example.test',
          password: 'Offline1pass',
        },
      });
      expect(response.status).toBe(201);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /dev/mail-outbox', () => {
  it('answers 404 when the dev routes are off (production)', async () => {
    const off = await createTestApi({ dev: { routes: false } });
    try {
      expect(
        (await off.request({ method: 'GET', url: '/api/v1/dev/mail-outbox' }))
          .status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('lists the stored mails newest first, by address and limit', async () => {
    const api = await createTestApi();
    try {
      for (const email of [
        'jane@example.test',
        'nobody@example.test',
        'jane@example.test',
      ])
        await api.request({
          method: 'POST',
          url: '/api/v1/auth/customer/forgot-password',
          payload: { store_id: 1, email },
        });
      const response = await api.request({
        method: 'GET',
        url: '/api/v1/dev/mail-outbox?to=jane@example.test&limit=5',
      });
      expect(response.status).toBe(200);
      expect(response.body.results).toHaveLength(2);
      expect(response.body.results[0].id).toBeGreaterThan(
        response.body.results[1].id,
      );
      expect(response.body.results[0]).toMatchObject({
        to: 'jane@example.test',
        subject: 'Reset your Acme Jewelers password',
      });
      const bad = await api.request({
        method: 'GET',
        url: '/api/v1/dev/mail-outbox?limit=0',
      });
      expect(bad.status).toBe(400);
    } finally {
      await api.close();
    }
  });
});
