import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared/i18n';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { counts, listHandler, note, page } from '../../testing/notifications';
import { NotificationBell } from './NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../testing/fakePusher'));

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => i18n.changeLanguage('en'));

it('reads in Spanish: the button, the tabs, the mark-all action and the empty list', async () => {
  await i18n.changeLanguage('es');
  const unread = counts(2, 0);
  mockApi({
    'GET /notifications/user': listHandler(
      {
        general: page(
          [note(1, { description: 'Sales order 1000001 was created.' })],
          unread,
        ),
        watching: page([], unread),
      },
      unread,
    ),
  });
  renderWithProviders(<NotificationBell />, {
    route: '/portal/dashboard',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', storeId: null },
  });

  await userEvent.click(
    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }),
  );
  expect(
    screen.getByRole('dialog', { name: 'Notificaciones' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Marcar todo como leído' }),
  ).toBeEnabled();
  expect(
    await screen.findByRole('list', { name: 'Notificaciones generales' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: /Seguimiento/ }));
  expect(
    await screen.findByText('Todavía no hay notificaciones.'),
  ).toBeInTheDocument();
});
