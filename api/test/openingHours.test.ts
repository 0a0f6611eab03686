import { SETTINGS_MESSAGES, WEEK_DAYS } from 'shared/contracts/settings';
import { type Json, type TestApi, createTestApi } from './helpers';

// A store's opening hours: saved by its owner with the white-label settings (each day checked, a
// refused save changes nothing) and answered to the storefront's server for its structured data.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) => api.request({ method, url: `/api/v1${url}`, token, payload });

const editOf = (branding: Json) => {
  const { store_id: _id, store_name: _name, ...edit } = branding;
  return edit;
};

const open = (opens: string | null, closes: string | null) =>
  WEEK_DAYS.map((day) => ({ day, closed: false, opens, closes }));

it("the owner saves the store's week; the storefront page's data carries it; a save without it keeps it", async () => {
  const current = (await call('GET', '/stores/1/branding', owner)).body;
  // The demo's week, Monday first.
  expect(current.opening_hours).toHaveLength(7);
  expect(current.opening_hours[6]).toEqual({
    day: 'sunday',
    closed: true,
    opens: null,
    closes: null,
  });
  const week = open('08:30', '17:00').reverse(); // any order
  week[0] = { day: 'sunday', closed: true, opens: '10:00', closes: '12:00' };
  const saved = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    opening_hours: week,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.opening_hours.map((d: Json) => d.day)).toEqual(WEEK_DAYS);
  expect(saved.body.opening_hours[0]).toEqual({
    day: 'monday',
    closed: false,
    opens: '08:30',
    closes: '17:00',
  });
  // A closed day keeps no times.
  expect(saved.body.opening_hours[6]).toEqual({
    day: 'sunday',
    closed: true,
    opens: null,
    closes: null,
  });
  const { opening_hours: _hours, ...withoutHours } = editOf(saved.body);
  const kept = await call('PUT', '/stores/1/branding', owner, withoutHours);
  expect(kept.body.opening_hours).toEqual(saved.body.opening_hours);
  const page = await call('GET', '/storefront-page?host=acme.localhost&path=/');
  expect(page.body.store.opening_hours).toEqual(saved.body.opening_hours);

  const cleared = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(kept.body),
    opening_hours: null,
  });
  expect(cleared.status).toBe(200);
  expect(cleared.body.opening_hours).toBeNull();
});

it('refuses a bad time, a missing one, a closing time not after the opening, a repeated day or an unknown one, and saves nothing', async () => {
  const current = (await call('GET', '/stores/1/branding', owner)).body;
  const week = open('09:00', '17:00');
  week[0] = { ...week[0]!, opens: '9am' };
  week[1] = { ...week[1]!, closes: '' };
  week[2] = { ...week[2]!, opens: '18:00', closes: '08:00' };
  week[3] = { ...week[3]!, opens: '24:00' };
  const bad = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    opening_hours: week,
  });
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({
    code: expect.any(String),
    message: expect.any(String),
  });
  expect(bad.body.errors).toEqual({
    'opening_hours.0.opens': SETTINGS_MESSAGES.hoursTime,
    'opening_hours.1.closes': SETTINGS_MESSAGES.hoursRequired,
    'opening_hours.2.closes': SETTINGS_MESSAGES.hoursOrder,
    'opening_hours.3.opens': SETTINGS_MESSAGES.hoursTime,
  });

  const repeated = open('09:00', '17:00');
  repeated[6] = { ...repeated[6]!, day: 'monday' };
  const twice = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    opening_hours: repeated,
  });
  expect(twice.status).toBe(400);
  expect(twice.body.errors).toEqual({
    opening_hours: SETTINGS_MESSAGES.hoursDays,
  });

  const unknown = open('09:00', '17:00').map((d, i) =>
    i === 0 ? { ...d, day: 'someday' } : d,
  );
  const strange = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    opening_hours: unknown,
  });
  expect(strange.status).toBe(400);
  expect(strange.body.errors['opening_hours.0.day']).toBe(
    'Select a valid choice.',
  );

  const after = (await call('GET', '/stores/1/branding', owner)).body;
  expect(after).toEqual(current);
});
