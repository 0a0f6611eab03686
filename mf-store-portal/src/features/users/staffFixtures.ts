import type { StaffMember, StaffPage } from 'shared/contracts/users';

// Staff members as the api answers them, for the team pages' tests.

export const staffMember = (over: Partial<StaffMember> = {}): StaffMember => ({
  id: 21,
  email: 'nina@acme.test',
  first_name: 'Nina',
  last_name: 'North',
  phone: null,
  status: 'active',
  locations: [{ id: 1, name: 'Acme Downtown' }],
  stores_permissions: {
    global_permissions: [],
    locations_permissions: [
      {
        location_id: 1,
        permissions: [{ module_id: 5, permissions: [1, 2, 3], is_enable: 1 }],
      },
    ],
  },
  invitation_expires_on: null,
  version: 3,
  ...over,
});

export const staffPageOf = (results: StaffMember[]): StaffPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: {},
});

export const LOCATIONS = [
  { id: 1, name: 'Acme Downtown' },
  { id: 2, name: 'Acme Mall' },
];
