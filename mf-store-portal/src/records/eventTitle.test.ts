import { i18n } from 'shared/i18n';
import { eventFixture } from 'shared/testing';
import { eventTitle } from './Timeline';

// A timeline entry's title, in the page's language.

afterEach(() => i18n.changeLanguage('en'));

test('names what happened in English', () => {
  expect(
    eventTitle(
      eventFixture({ kind: 'note', is_shared: true, work_order: null }),
    ),
  ).toBe('Note to the customer');
  expect(
    eventTitle(
      eventFixture({
        kind: 'image',
        image: { url: '/api/v1/uploads/a.png', stage: 'after' },
      }),
    ),
  ).toBe('Work order WO-1000042-1: After image');
});

test('names what happened in Spanish', async () => {
  await i18n.changeLanguage('es');
  expect(
    eventTitle(
      eventFixture({ kind: 'note', is_shared: false, work_order: null }),
    ),
  ).toBe('Nota interna');
  expect(eventTitle(eventFixture({ kind: 'charge' }))).toBe(
    'Orden de trabajo WO-1000042-1: Cargo',
  );
});

test('names a status change in the words of the page, in Spanish too', async () => {
  const moved = eventFixture({
    record: 'sales_order',
    work_order: null,
    from_status: 'new',
    to_status: 'in_progress',
  });
  expect(eventTitle(moved)).toBe('Status: Received → In progress');
  await i18n.changeLanguage('es');
  expect(eventTitle(moved)).toBe('Estado: Recibido → En curso');
});
