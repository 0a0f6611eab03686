import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession, updateSession } from 'shared/session';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { FakeIntersectionObserver } from '../../../testing/fakeIntersectionObserver';
import { FakePusher } from '../../../testing/fakePusher';
import {
  counts,
  listHandler,
  note,
  page,
} from '../../../testing/notifications';
import type { Notification } from '../api';
import { NotificationBell } from '../NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../../testing/fakePusher'));

const CHANNEL = 'private-user-14';
const pushConfig = {
  key: 'app-key',
  ws_host: null,
  ws_port: null,
  force_tls: false,
  cluster: 'mt1',
  channel: CHANNEL,
};
const unread = counts(1, 1);
const general = page([note(2)], unread);
const watching = page([note(1, { is_watching: false })], unread);

let play: jest.SpyInstance;

async function renderLive() {
  const api = mockApi({
    'GET /notifications/user': listHandler({ general, watching }, unread),
    'GET /push/config': { body: pushConfig },
    'POST /push/auth': { body: { auth: 'app-key:signature' } },
  });
  const { unmount } = renderWithProviders(<NotificationBell />, {
    route: '/portal/dashboard',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', storeId: null },
  });
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  const pusher = FakePusher.latest();
  act(() => pusher.channel(CHANNEL).emit('pusher:subscription_succeeded'));
  await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  return { api, pusher, unmount };
}

const push = (pusher: FakePusher, notification: Notification) =>
  act(() => pusher.channel(CHANNEL).emit('notification.created', notification));

const listIds = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-notification-id')));

beforeEach(() => {
  FakeIntersectionObserver.install();
  FakePusher.reset();
  play = jest
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockResolvedValue(undefined);
});
afterEach(() => play.mockRestore());

describe('live notifications', () => {
  it('connects to the private channel of /push/config on the page host', async () => {
    const { pusher } = await renderLive();
    expect(pusher.key).toBe('app-key');
    expect(pusher.options).toMatchObject({
      wsHost: 'localhost',
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
    expect([...pusher.channels.keys()]).toEqual([CHANNEL]);
  });

  it('signs the subscription with the current access token, refreshed when expired', async () => {
    const { api, pusher } = await renderLive();
    act(() => updateSession({ access: 'rotated-access' }));
    const first = await pusher.authorize(CHANNEL);
    expect(first).toEqual({ error: null, data: { auth: 'app-key:signature' } });
    const call = api.callsTo('POST /push/auth')[0];
    expect(call?.headers.authorization).toBe('Bearer rotated-access');
    expect(call?.body).toEqual({ socket_id: '123.456', channel_name: CHANNEL });

    let isExpired = true;
    api.on({
      'POST /push/auth': (c) =>
        isExpired && c.headers.authorization === 'Bearer rotated-access'
          ? {
              status: 401,
              body: {
                code: 'token_not_valid',
                message: 'Token expired.',
                errors: {},
              },
            }
          : { body: { auth: 'app-key:fresh' } },
      'POST /token/refresh/': () => {
        isExpired = false;
        return { body: { access: 'fresh-access', refresh: 'fresh-refresh' } };
      },
    });
    const second = await act(() => pusher.authorize(CHANNEL));
    expect(second).toEqual({ error: null, data: { auth: 'app-key:fresh' } });
    expect(readSession().access).toBe('fresh-access');
  });

  it('puts a pushed notification on top of its tab, counts it and plays the sound', async () => {
    const { pusher } = await renderLive();
    push(
      pusher,
      note(3, {
        is_watching: true,
        description: 'Sales order 1000003 was created.',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);

    await userEvent.click(
      screen.getByRole('button', { name: 'Notifications, 3 unread' }),
    );
    expect(await listIds('General notifications')).toEqual([3, 2]);
    expect(screen.getByRole('tab', { name: /General/ })).toHaveTextContent('2');

    push(pusher, note(4, { is_watching: false }));
    expect(screen.getByRole('tab', { name: /Watching/ })).toHaveTextContent(
      '2',
    );
    expect(
      screen.getByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Watching/ }));
    expect(await listIds('Watching notifications')).toEqual([4, 1]);
  });

  it('ignores a repeated push and stays quiet when autoplay is blocked', async () => {
    play.mockRejectedValue(
      new DOMException('play() failed', 'NotAllowedError'),
    );
    const { pusher } = await renderLive();
    push(pusher, note(3));
    push(pusher, note(3));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'Notifications, 3 unread' }),
    );
    expect(await listIds('General notifications')).toEqual([3, 2]);
  });

  it('after a reconnect fetches what was missed since the highest id seen, each once', async () => {
    const { api, pusher } = await renderLive();
    await waitFor(() =>
      expect(api.callsTo('GET /notifications/user')).toHaveLength(3),
    );
    expect(api.callsTo('GET /notifications/user')[2]?.query).toEqual({
      since_id: '2',
    });

    push(pusher, note(3));
    api.on({
      'GET /notifications/user': (call) => ({
        body:
          call.query.since_id === '3'
            ? page(
                [note(3), note(4, { is_watching: false }), note(5)],
                counts(3, 2),
              )
            : { error: 'unexpected' },
      }),
    });
    act(() => pusher.channel(CHANNEL).emit('pusher:subscription_succeeded'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 5 unread' }),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Notifications, 5 unread' }),
    );
    expect(await listIds('General notifications')).toEqual([5, 3, 2]);
    await userEvent.click(screen.getByRole('tab', { name: /Watching/ }));
    expect(await listIds('Watching notifications')).toEqual([4, 1]);
  });

  it('follows the next batch of a long outage', async () => {
    const { api, pusher } = await renderLive();
    await waitFor(() =>
      expect(api.callsTo('GET /notifications/user')).toHaveLength(3),
    );
    api.on({
      'GET /notifications/user': (call) => ({
        body:
          call.query.since_id === '2'
            ? { ...page([note(3)], counts(2, 1)), next: '?since_id=3' }
            : page([note(4)], counts(3, 1)),
      }),
    });
    act(() => pusher.channel(CHANNEL).emit('pusher:subscription_succeeded'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();
    expect(
      api
        .callsTo('GET /notifications/user')
        .slice(3)
        .map((c) => c.query),
    ).toEqual([{ since_id: '2' }, { since_id: '3' }]);
  });

  it('disconnects when the bell goes away', async () => {
    const { pusher, unmount } = await renderLive();
    expect(pusher.isDisconnected).toBe(false);
    unmount();
    expect(pusher.isDisconnected).toBe(true);
  });
});
