import { COMMISSION_MESSAGES } from 'shared/contracts/storeVendors';
import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// Commission rules per linked vendor with the spec's condition model (condition_on,
// operator_type, compare_to, conditional_join, conditional_join_inner, is_inner_group). Saved whole
// with the version seen: stale 409 with the rules as they are now; bad rules 400 per field; a
// vendor not linked to the store 404; staff without the vendor management module 403.

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  staff = (await api.login('staff@acme.test')).access;
  globex = (await api.login('owner@globex.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const PATH = '/portal/vendors/1/commission-rules';
const condition = (over: object = {}) => ({
  condition_on: 'order_total',
  operator_type: '>=',
  compare_to: '100',
  conditional_join: 'and',
  conditional_join_inner: 'or',
  is_inner_group: false,
  ...over,
});
const RULE = {
  name: 'Big orders',
  rate: '12.5',
  conditions: [
    condition(),
    condition({
      condition_on: 'category',
      operator_type: '=',
      compare_to: 'Rings',
    }),
    condition({
      condition_on: 'service_name',
      operator_type: 'contains',
      compare_to: 'resize',
      is_inner_group: true,
    }),
  ],
};

describe('commission rules', () => {
  it('starts empty, saves with the version seen and refuses a stale save', async () => {
    const empty = await call('GET', PATH, owner);
    expect(empty.body).toEqual({
      vendor_id: 1,
      vendor_name: 'Fixit Workshop',
      rules: [],
      version: 1,
    });
    const saved = await call('PUT', PATH, owner, { rules: [RULE], version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ rules: [RULE], version: 2 });
    const stale = await call('PUT', PATH, owner, { rules: [], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(COMMISSION_MESSAGES.stale);
    expect(stale.body.current).toMatchObject({ rules: [RULE], version: 2 });
    expect((await call('GET', PATH, owner)).body.rules).toEqual([RULE]);
    // Globex is linked to Fixit too: its rules are its own.
    expect((await call('GET', PATH, globex)).body.rules).toEqual([]);
  });

  it('refuses rules against the condition model, field by field', async () => {
    const bad = await call('PUT', PATH, owner, {
      version: 2,
      rules: [
        {
          name: 'Bad',
          rate: '101',
          conditions: [
            condition({ is_inner_group: true, compare_to: 'lots' }),
            condition({ condition_on: 'category', operator_type: '>' }),
            condition({ operator_type: 'contains' }),
          ],
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'rules.0.rate': COMMISSION_MESSAGES.rate,
      'rules.0.conditions.0.compare_to': COMMISSION_MESSAGES.number,
      'rules.0.conditions.0.is_inner_group':
        COMMISSION_MESSAGES.firstInnerGroup,
      'rules.0.conditions.1.operator_type': COMMISSION_MESSAGES.numericOperator,
      'rules.0.conditions.2.operator_type':
        COMMISSION_MESSAGES.containsOperator,
    });
    const unknown = await call('PUT', PATH, owner, {
      version: 2,
      rules: [{ ...RULE, conditions: [condition({ operator_type: '~' })] }],
    });
    expect(unknown.status).toBe(400);
    expect((await call('GET', PATH, owner)).body.version).toBe(2);
  });

  it('answers 404 for a vendor not linked and 403 without the module', async () => {
    expect(
      (await call('GET', '/portal/vendors/999/commission-rules', owner)).status,
    ).toBe(404);
    expect((await call('GET', PATH, staff)).status).toBe(403);
  });
});
