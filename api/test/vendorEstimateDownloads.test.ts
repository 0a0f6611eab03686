import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { getAs } from './downloadHelpers';
import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf, sendVendorEstimate } from './vendorFixtures';

// A vendor's estimate as a PDF (ADR 0026): the workshop's download and its customer's through the
// link read the latest sent version (never a later draft), with the customer's name in any script;
// another vendor and a wrong token get 404.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
});
afterAll(() => api.close());

const call = callerOf(() => api);

it('prints the sent version for the workshop and for the link, in the customer’s own script', async () => {
  await api.db.query(
    "UPDATE vendor_customers SET first_name = '李雷', last_name = 'Zoë Ñúñez' WHERE id = 9002",
  );
  const { id, url, token } = await sendVendorEstimate(call, api, owner, {
    not_to_exceed: '120',
  });
  // a later draft is not what the customer reads
  const now = await call('GET', url, owner);
  await call('PUT', `${url}/quote`, owner, {
    version: now.body.version,
    lines: [{ id: now.body.lines[0].id, quantity: 1, unit_price: '999' }],
    message: 'draft only',
    valid_until: null,
    not_to_exceed: null,
  });

  const own = await getAs(api, `/vendor/estimates/${id}/estimate.pdf`, owner);
  expect(own.statusCode).toBe(200);
  expect(own.headers['content-type']).toBe('application/pdf');
  expect(own.headers['content-disposition']).toBe(
    `attachment; filename="estimate-${now.body.estimate_no}.pdf"`,
  );
  const text = pdfTextLines(own.rawPayload).join('\n');
  expect(text).toContain(`Estimate number: ${now.body.estimate_no}`);
  expect(text).toContain('Fixit Workshop');
  expect(text).toContain('李雷 Zoë Ñúñez');
  expect(text).toContain('Platinum shank (Part)');
  expect(text).toContain('The shank is worn thin.');
  expect(text).toContain('$90.00');
  expect(text).toContain(
    'It will not exceed $120.00 without asking you again.',
  );
  expect(text).not.toContain('999');
  expect(text).not.toContain('draft only');

  const byLink = await getAs(
    api,
    `/vendor-estimates/by-token/${token}/estimate.pdf`,
  );
  expect(byLink.statusCode).toBe(200);
  expect(pdfTextLines(byLink.rawPayload).join('\n')).toContain(
    '李雷 Zoë Ñúñez',
  );

  const rival = await addRivalVendor(api);
  expect(
    (await getAs(api, `/vendor/estimates/${id}/estimate.pdf`, rival))
      .statusCode,
  ).toBe(404);
  expect(
    (
      await getAs(
        api,
        `/vendor-estimates/by-token/${'x'.repeat(43)}/estimate.pdf`,
      )
    ).statusCode,
  ).toBe(404);
});
