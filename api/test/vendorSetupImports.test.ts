import { IMPORT_MESSAGES } from '../src/areas/vendorSales/vendorSalesImport';
import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// /portal/setting/import-salesorders: every bulk sales-order import is recorded (who,
// when, the file, rows imported and refused) and listed to the owner, newest first, server-side
// paged with the imported / refused tabs.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9912, 'owner@rival-imports.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const HEADER =
  'order_ref,customer_email,customer_first_name,customer_last_name,customer_phone,description,quantity,unit_price';
const csv = (fileName: string, rows: string[]) => ({
  file_name: fileName,
  content: Buffer.from(rows.join('\n')).toString('base64'),
});
const IMPORTS = '/vendor/settings/imports';

describe('the import history', () => {
  it('records an imported file (its staff member, orders and rows) and a refused one (rows refused, why)', async () => {
    const imported = await call(
      'POST',
      '/vendor/sales-orders/import',
      staff,
      csv('june.csv', [
        HEADER,
        'H-1,hist.one@example.test,Hana,One,,Ring resize,1,45.00',
        'H-1,hist.one@example.test,Hana,One,,Polish,2,12.50',
        'H-2,hist.two@example.test,Hugo,Two,,Chain,1,10',
      ]),
    );
    expect(imported.status).toBe(201);
    const refused = await call(
      'POST',
      '/vendor/sales-orders/import',
      owner,
      csv('july.csv', [
        HEADER,
        'J-1,bad-email,Jo,Ann,,Ring resize,x,45.00',
        'J-2,jo@example.test,Jo,Ann,,Polish,1,oops',
        'J-3,jo@example.test,Jo,Ann,,Chain,1,10',
      ]),
    );
    expect(refused.status).toBe(400);
    const unreadable = await call(
      'POST',
      '/vendor/sales-orders/import',
      owner,
      {
        file_name: 'broken.xlsx',
        content: Buffer.from('not a zip').toString('base64'),
      },
    );
    expect(unreadable.status).toBe(400);

    const page = await call('GET', IMPORTS, owner);
    expect(page.body).toMatchObject({
      count: 3,
      page: 1,
      status_counts: { all: 3, imported: 1, refused: 2 },
    });
    expect(page.body.results).toMatchObject([
      {
        file_name: 'broken.xlsx',
        status: 'refused',
        user_name: 'Felix Fixit',
        rows_imported: 0,
        rows_refused: 0,
        message: IMPORT_MESSAGES.unreadable,
      },
      {
        file_name: 'july.csv',
        status: 'refused',
        orders_imported: 0,
        rows_imported: 0,
        rows_refused: 2,
        message: IMPORT_MESSAGES.refused,
      },
      {
        file_name: 'june.csv',
        status: 'imported',
        user_name: 'Tara Tech',
        orders_imported: 2,
        rows_imported: 3,
        rows_refused: 0,
        message: '',
      },
    ]);
  });

  it('filters, sorts and pages on the server', async () => {
    const refused = await call(
      'GET',
      `${IMPORTS}?status=refused&ordering=file_name&page_size=1&page=2`,
      owner,
    );
    expect(refused.body.count).toBe(2);
    expect(
      refused.body.results.map((r: { file_name: string }) => r.file_name),
    ).toEqual(['july.csv']);
    const bad = await call('GET', `${IMPORTS}?status=lost`, owner);
    expect(bad.status).toBe(400);
  });

  it('is the owner’s: staff 403, another vendor sees only its own', async () => {
    expect((await call('GET', IMPORTS, staff)).status).toBe(403);
    const theirs = await call('GET', IMPORTS, rival);
    expect(theirs.body).toMatchObject({ count: 0, results: [] });
  });
});
