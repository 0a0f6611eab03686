import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { Timeline, type TimelineEvent } from 'shared/ui/records';

// The one timeline of both portals: each passes its record's events and its own words for them.

const events: TimelineEvent[] = [
  {
    id: 1,
    kind: 'created',
    actor: 'store',
    created_on: '2026-03-02T10:00:00Z',
  },
  {
    id: 2,
    kind: 'note',
    actor: 'vendor',
    actor_name: 'Vera Vendor',
    body: 'Stone tightened',
    is_shared: true,
    created_on: '2026-03-03T10:00:00Z',
    image: { url: 'https://img.test/after.jpg', stage: 'after' },
  },
];
const describe = (e: TimelineEvent) =>
  e.kind === 'note' ? 'Note to the customer' : 'Created';

afterEach(() => act(() => setLanguage('en')));

test('a page may name the list its own way (a repair history)', () => {
  renderWithProviders(
    <Timeline events={events} describe={describe} label="Repair history" />,
  );
  expect(
    screen.getByRole('list', { name: 'Repair history' }),
  ).toBeInTheDocument();
});

test('lists what happened oldest first, with who did it, a shared note marked and its image', () => {
  renderWithProviders(
    <Timeline events={events} describe={describe} showBody />,
  );
  const items = within(
    screen.getByRole('list', { name: 'Timeline' }),
  ).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^Created\s*Store ·/);
  expect(items[1]).toHaveTextContent(/^Note to the customer/);
  expect(items[1]).toHaveTextContent('Shared with the customer');
  expect(items[1]).toHaveTextContent('Stone tightened');
  expect(
    within(items[1]!).getByRole('img', {
      name: 'After image, added by Vera Vendor',
    }),
  ).toBeInTheDocument();
});

test('newest first when asked, and says so in its name', () => {
  renderWithProviders(
    <Timeline events={events} describe={describe} newestFirst />,
  );
  const list = screen.getByRole('list', { name: 'Timeline, newest first' });
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
    'Note to the customer',
  );
  // the note's text is the record's own words here, not repeated under it
  expect(list).not.toHaveTextContent('Stone tightened');
});

test('says when nothing has happened, and speaks Spanish when the page does', () => {
  act(() => setLanguage('es'));
  const { rerender } = renderWithProviders(
    <Timeline events={[]} describe={describe} />,
  );
  expect(screen.getByText('Todavía no ha pasado nada.')).toBeInTheDocument();
  rerender(<Timeline events={events.slice(0, 1)} describe={describe} />);
  expect(screen.getByRole('list', { name: 'Historial' })).toHaveTextContent(
    /Tienda ·/,
  );
});
