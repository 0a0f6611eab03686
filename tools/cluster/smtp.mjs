// A local SMTP server for the cluster tests: it refuses the first attempt at every message (451,
// "try again later", as a busy server does) and keeps each message it accepts, so a test sees
// that a refused mail is tried again and delivered once.
import { SMTPServer } from 'smtp-server';

export async function startRefusingSmtp() {
  const attempts = new Map();
  const accepted = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const key = `${to}|${subject}`;
        const n = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, n);
        if (n === 1) {
          const error = new Error('Busy, try again later');
          error.responseCode = 451;
          return callback(error);
        }
        accepted.push({ to, subject, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    accepted,
    attemptsOf: (to, subject) => attempts.get(`${to}|${subject}`) ?? 0,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
