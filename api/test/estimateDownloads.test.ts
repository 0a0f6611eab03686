import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { createEstimate } from './accountsFixtures';
import { getAs } from './downloadHelpers';
import { draft, lineOf, tokenOf } from './estimateQuoteFixtures';
import { createRepairKit, type RepairKit } from './repairFixtures';

// The estimate as a PDF (ADR 0026): the store's download and the customer's through the link read
// the latest sent version (never the draft), with the customer's name as written in any script.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

it('prints the sent version for the store and for the link, in the customer’s own script', async () => {
  const { id, estimate_no: estimateNo } = await createEstimate(kit.api);
  await kit.api.db.query(
    "UPDATE estimates SET contact_first_name = '李雷', contact_last_name = 'Zoë Ñúñez' WHERE id = $1",
    [id],
  );
  const line = await lineOf(kit, id);
  const saved = await kit.call(
    'PUT',
    `/estimates/${id}/quote`,
    'owner',
    draft(
      1,
      [
        { id: line, quantity: 1, unit_price: '40' },
        { name: 'Пружина', kind: 'part', quantity: 2, unit_price: '7.50' },
      ],
      { not_to_exceed: '80', valid_until: '2099-01-31' },
    ),
  );
  await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: saved.body.version,
  });
  // a later draft is not what the customer reads
  const now = await kit.call('GET', `/estimates/${id}`, 'owner');
  await kit.call(
    'PUT',
    `/estimates/${id}/quote`,
    'owner',
    draft(now.body.version, [{ id: line, quantity: 1, unit_price: '999' }]),
  );

  const store = await getAs(
    kit.api,
    `/estimates/${id}/estimate.pdf`,
    kit.tokens.owner,
  );
  expect(store.statusCode).toBe(200);
  expect(store.headers['content-type']).toBe('application/pdf');
  expect(store.headers['content-disposition']).toBe(
    `attachment; filename="estimate-${estimateNo}.pdf"`,
  );
  const text = pdfTextLines(store.rawPayload).join('\n');
  expect(text).toContain(`Estimate number: ${estimateNo}`);
  expect(text).toContain('Acme');
  expect(text).toContain('李雷 Zoë Ñúñez');
  expect(text).toContain('Пружина (Part)');
  expect(text).toContain('The clasp needs a new spring.');
  expect(text).toContain('Version 1');
  expect(text).toContain('$55.00');
  expect(text).toContain('Valid until 31, Jan 2099');
  expect(text).toContain('It will not exceed $80.00 without asking you again.');
  expect(text).not.toContain('999');

  const token = await tokenOf(kit, id);
  const byLink = await getAs(
    kit.api,
    `/estimates/by-token/${token}/estimate.pdf`,
  );
  expect(byLink.statusCode).toBe(200);
  expect(pdfTextLines(byLink.rawPayload).join('\n')).toContain(
    '李雷 Zoë Ñúñez',
  );

  expect(
    (await getAs(kit.api, `/estimates/${id}/estimate.pdf`, kit.tokens.globex))
      .statusCode,
  ).toBe(404);
  expect(
    (await getAs(kit.api, `/estimates/by-token/${'x'.repeat(43)}/estimate.pdf`))
      .statusCode,
  ).toBe(404);
});
