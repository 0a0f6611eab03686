// `npm run outbox -w api [-- --to <email>] [--limit <n>]`: prints the newest mails of the outbox
// (mail the api stored because SMTP_URL is not set), with their links, newest first.
// A running api is asked over HTTP (GET /api/v1/dev/mail-outbox on API_PORT, default 4000): PGlite
// allows one process at a time, so the data directory is only opened when no api answers.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../db/open';
import { listOutbox, type OutboxMail } from './index';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function print(mails: OutboxMail[], source: string): void {
  console.log(`${mails.length} mail(s) from ${source}, newest first\n`);
  for (const mail of mails) {
    console.log(`#${mail.id}  ${mail.created_on}  to ${mail.to}`);
    console.log(`Subject: ${mail.subject}\n`);
    console.log(mail.text);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    if (links.length > 0) console.log(`\nLinks:\n  ${links.join('\n  ')}`);
    console.log(`\n${'-'.repeat(72)}`);
  }
}

async function fromRunningApi(
  url: string,
): Promise<OutboxMail[] | 'off' | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (response.status === 404) return 'off';
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return ((await response.json()) as { results: OutboxMail[] }).results;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED') return null; // no api running
    throw error;
  }
}

(async () => {
  const to = option('to');
  const limit = Number(option('limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new Error('--limit must be a whole number from 1 to 100');
  const port = process.env.API_PORT ?? '4000';
  const query = new URLSearchParams({
    limit: String(limit),
    ...(to ? { to } : {}),
  });
  const url = `http://127.0.0.1:${port}/api/v1/dev/mail-outbox?${query}`;
  const running = await fromRunningApi(url);
  if (running === 'off') {
    console.error(
      `The api on port ${port} does not serve the outbox (NODE_ENV=production or SMTP_URL is set: mail goes to SMTP).`,
    );
    process.exit(1);
  }
  if (running) {
    print(running, `the running api (curl ${url})`);
    return;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir =
    process.env.DATA_DIR ?? resolve(__dirname, '../../../.data/pglite');
  console.log(
    `No api answers on port ${port}; reading ${databaseUrl ? 'DATABASE_URL' : dataDir} directly.\n` +
      'While the api runs, use the HTTP route instead (PGlite allows one process at a time):\n' +
      `  curl http://localhost:${port}/api/v1/dev/mail-outbox\n`,
  );
  if (!databaseUrl && !existsSync(dataDir)) {
    console.error(
      `No database at ${dataDir}: start the api once (npm start) or set DATA_DIR.`,
    );
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    print(
      await listOutbox(db, { to, limit }),
      databaseUrl ? 'DATABASE_URL' : dataDir,
    );
  } finally {
    await db.close();
  }
})().catch((error) => {
  const missing = (error as { code?: string }).code === '42P01';
  console.error(
    missing
      ? 'The database has no mail_outbox table yet: start the api once (it migrates) or run `npm run migrate -w api`.'
      : error,
  );
  process.exit(1);
});
