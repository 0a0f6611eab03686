import { listOutbox } from '../src/mail';
import { createTestApi, type TestApi } from './helpers';

// Anyone may post the vendor sign-up form with any address: the mail it sends carries none of the
// sender's own text (only the platform's words and the link), so it cannot be used to send
// platform-branded mail saying whatever a stranger likes. The development docs page has a CSP.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const PITCH = 'Your account is locked call 555 0100';

it("the sign-up mail carries none of the sender's free text", async () => {
  const res = await api.request({
    method: 'POST',
    url: '/api/v1/vendor-signup',
    payload: {
      vendor_name: PITCH,
      first_name: 'Urgent Notice',
      last_name: 'Security Team',
      email: 'victim@example.test',
      password: 'Secret-pass-123',
    },
  });
  expect(res.status).toBe(200);
  const [mail] = await listOutbox(api.db, { to: 'victim@example.test' });
  expect(mail).toBeDefined();
  const whole = `${mail!.subject}\n${mail!.text}\n${mail!.html ?? ''}`;
  for (const words of [PITCH, 'Urgent', 'Security Team', 'locked'])
    expect(whole).not.toContain(words);
  expect(mail!.subject).toBe('Finish creating your workshop account');
  expect(mail!.text).toContain('/create-account?token=');
});

it('the docs page answers with a Content-Security-Policy that allows no framing', async () => {
  const page = await api.app.inject({ method: 'GET', url: '/api/v1/docs/' });
  const csp = String(page.headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // every answer of the docs, its scripts too
  const script = await api.app.inject({
    method: 'GET',
    url: '/api/v1/docs/static/swagger-initializer.js',
  });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-security-policy']).toBeDefined();
});
