// Node-side helpers of the account browser tests: the dev mail outbox, read straight
// from the api at 127.0.0.1 (Node does not resolve *.localhost).
import { API_ORIGIN, devHeaders } from '../support/env';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_on: string;
}

/** The mails sent to `to`, newest first (`GET /dev/mail-outbox`). */
export async function readOutbox(to: string): Promise<OutboxMail[]> {
  const url = `${API_ORIGIN}/api/v1/dev/mail-outbox?to=${encodeURIComponent(to)}`;
  const res = await fetch(url, { headers: devHeaders() });
  if (!res.ok)
    throw new Error(
      `GET mail-outbox answered ${res.status}: ${await res.text()}`,
    );
  return ((await res.json()) as { results: OutboxMail[] }).results;
}

/**
 * The path of the newest password reset link mailed to `to` ('/reset-password/{key}/{token}'),
 * waiting up to `timeoutMs` for the mail. Only the path is kept: the test opens it on the suite's
 * own shell port, whatever origin the api put in the mail.
 */
export async function resetLinkPath(
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await readOutbox(to)) {
      const match = /\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(
        `${mail.text}\n${mail.html}`,
      );
      if (match) return match[0];
    }
    if (Date.now() > until)
      throw new Error(`No reset link was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The path of the newest staff invitation mailed to `to` ('/staff-signup/{store_or_vendor_id}/{uuid}'),
 * waiting up to ten seconds for the mail.
 */
export async function signupPath(to: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    for (const mail of await readOutbox(to)) {
      const match = /\/staff-signup\/\d+\/[0-9a-f-]{36}/.exec(mail.text);
      if (match) return match[0];
    }
    if (Date.now() > until)
      throw new Error(`No invitation was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
