import { createTestApi, type Json, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// The vendor's users hear of their own sales orders through the bell, not only of the work stores
// send: a new order, an edit of its lines, a note and an import ring the vendor's other users (the
// owner hears what staff did and the other way round), never the author's own bell; a click opens
// the order.

let api: TestApi;
let owner: string;
let staff: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const newest = async (token: string): Promise<Json> =>
  (await call('GET', '/notifications/user?type=general', token)).body
    .results[0];
const unread = async (token: string): Promise<number> =>
  (await call('GET', '/notifications/user?type=general', token)).body.unread
    .total;

it('a new order by staff rings the owner; the author hears nothing', async () => {
  const staffBefore = await unread(staff);
  const res = await call('POST', '/vendor/sales-orders', staff, {
    customer: {
      first_name: 'Bell',
      last_name: 'Ringer',
      email: 'bell.ringer@example.test',
      phone: '',
    },
    lines: [{ description: 'Ring resize', quantity: 1, unit_price: '45' }],
  });
  expect(res.status).toBe(201);
  expect(await newest(owner)).toMatchObject({
    short_description: 'New sales order',
    description: `Sales order ${res.body.order_no} was created by Tara Tech.`,
    order_no: res.body.order_no,
    notification_vendor_sales_order_id: res.body.id,
  });
  expect(await unread(staff)).toBe(staffBefore);
});

it('an edit of the lines and a note ring the other user with what changed', async () => {
  const edited = await call('PATCH', '/vendor/sales-orders/9002', owner, {
    version: 2,
    lines: [{ description: 'Watch battery', quantity: 2, unit_price: '15' }],
  });
  expect(edited.status).toBe(200);
  expect(await newest(staff)).toMatchObject({
    short_description: 'Sales order edited',
    description:
      'Sales order SO-1002 was edited by Felix Fixit: 1 line, total $30.00 (was $45.00).',
    notification_vendor_sales_order_id: 9002,
  });

  const note = await call('POST', '/vendor/sales-orders/9002/notes', staff, {
    body: 'Battery ordered.',
  });
  expect(note.status).toBe(201);
  expect(await newest(owner)).toMatchObject({
    short_description: 'Note on a sales order',
    description: 'Tara Tech added a note to sales order SO-1002.',
    notification_vendor_sales_order_id: 9002,
  });
});

it('an import rings once for all its orders', async () => {
  const before = await unread(staff);
  const res = await call('POST', '/vendor/sales-orders/import', owner, {
    file_name: 'orders.csv',
    content: Buffer.from(
      [
        'order_ref,customer_email,customer_first_name,customer_last_name,customer_phone,description,quantity,unit_price',
        'B-1,one@example.test,One,Ames,,Ring resize,1,45.00',
        'B-2,two@example.test,Two,Banks,,Polish,1,12.50',
      ].join('\n'),
    ).toString('base64'),
  });
  expect(res.status).toBe(201);
  expect(await unread(staff)).toBe(before + 1);
  expect(await newest(staff)).toMatchObject({
    short_description: 'Sales orders imported',
    description: '2 sales orders imported by Felix Fixit.',
  });
});
