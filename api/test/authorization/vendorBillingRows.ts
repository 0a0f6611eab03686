import { get, send, type Expect, type Row } from './expect';

// The vendor owner's billing, plan and payment pages, and My Team's seats of the plan:
// Fixit's owner only (vendor staff and everyone else 403). The PDF row names Fixit's first plan
// invoice (1, issued by the demo's plan payment); the writes name a version no billing has (999:
// 409), so nothing changes.

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Matrix',
};

/** This area's rows of the authorization matrix. */
export const VENDOR_BILLING_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/billing': {
    request: () => get('/vendor/billing'),
    expect: vendorOwnerOnly(200),
  },
  'GET /api/v1/vendor/billing/invoices': {
    request: () => get('/vendor/billing/invoices?page=1&page_size=5'),
    expect: vendorOwnerOnly(200),
  },
  'GET /api/v1/vendor/billing/invoices/{id}/invoice.pdf': {
    request: () => get('/vendor/billing/invoices/1/invoice.pdf'),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/billing/plan': {
    request: () =>
      send('PUT', '/vendor/billing/plan', { plan_id: 3, version: 999 }),
    expect: vendorOwnerOnly(409),
  },
  'PUT /api/v1/vendor/billing/card': {
    request: () =>
      send('PUT', '/vendor/billing/card', { card: CARD, version: 999 }),
    expect: vendorOwnerOnly(409),
  },
  'GET /api/v1/vendor/users/seats': {
    request: () => get('/vendor/users/seats'),
    expect: vendorOwnerOnly(200),
  },
};
