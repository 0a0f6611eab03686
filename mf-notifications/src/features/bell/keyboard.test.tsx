import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { counts, listHandler, note, page } from '../../testing/notifications';
import { NotificationBell } from './NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../testing/fakePusher'));

const unread = counts(1, 1);
const general = page([note(1, { order_no: '1000001' })], unread);
const watching = page([note(2, { order_no: '1000002' })], unread);

const renderBell = () => {
  mockApi({
    'GET /notifications/user': listHandler({ general, watching }, unread),
    'POST /notifications/read': { body: { unread: counts(0, 0) } },
  });
  return renderWithProviders(
    <>
      <NotificationBell />
      <button type="button">After the bell</button>
    </>,
    {
      route: '/portal/dashboard',
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
};

/** Tabs to the bell (after its count arrived) and opens it with Enter. */
const openByKeyboard = async () => {
  const bell = await screen.findByRole('button', {
    name: 'Notifications, 2 unread',
  });
  await userEvent.tab();
  expect(bell).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return bell;
};

beforeEach(() => FakeIntersectionObserver.install());

describe('the bell by keyboard', () => {
  it('is a disclosure: Enter opens a labelled panel and moves focus to its selected tab', async () => {
    renderBell();
    const bell = await screen.findByRole('button', {
      name: 'Notifications, 2 unread',
    });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('dialog', { name: 'Notifications' }),
    ).not.toBeInTheDocument();

    await openByKeyboard();
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    expect(panel).not.toHaveAttribute('role', 'tooltip');
    const generalTab = within(panel).getByRole('tab', { name: /General/ });
    expect(generalTab).toHaveFocus();
    expect(generalTab).toHaveAttribute('aria-selected', 'true');
  });

  it('Escape closes the panel and gives focus back to the bell button', async () => {
    renderBell();
    const bell = await openByKeyboard();
    await screen.findByRole('list', { name: 'General notifications' });
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('arrow keys switch tabs (wrapping), each showing its own list', async () => {
    renderBell();
    await openByKeyboard();
    await screen.findByRole('list', { name: 'General notifications' });

    await userEvent.keyboard('{ArrowRight}');
    const watchingTab = screen.getByRole('tab', { name: /Watching/ });
    expect(watchingTab).toHaveFocus();
    expect(watchingTab).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('list', { name: 'Watching notifications' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'General notifications' }),
    ).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /General/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(watchingTab).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /General/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('Tab moves from the selected tab to the list, whose items are links', async () => {
    renderBell();
    await openByKeyboard();
    const list = await screen.findByRole('list', {
      name: 'General notifications',
    });
    // the unselected tab is skipped: one Tab stop per tab list
    await userEvent.tab();
    expect(within(list).getByRole('link')).toHaveFocus();
    expect(within(list).getByRole('img', { name: 'Unread' })).toBeVisible();
  });

  it('closes without taking focus back when focus leaves the panel', async () => {
    renderBell();
    const bell = await openByKeyboard();
    await screen.findByRole('list', { name: 'General notifications' });
    await userEvent.click(
      screen.getByRole('button', { name: 'After the bell' }),
    );
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByRole('button', { name: 'After the bell' }),
    ).toHaveFocus();
  });

  it('Mark all as read keeps focus in the panel (on the selected tab)', async () => {
    renderBell();
    await openByKeyboard();
    await screen.findByRole('list', { name: 'General notifications' });
    await userEvent.tab({ shift: true });
    expect(
      screen.getByRole('button', { name: 'Mark all as read' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Mark all as read' }),
    ).toBeDisabled();
    expect(screen.getByRole('tab', { name: /General/ })).toHaveFocus();
  });

  it('opening an item by keyboard closes the panel and focus goes back to the bell', async () => {
    renderBell();
    const bell = await openByKeyboard();
    const list = await screen.findByRole('list', {
      name: 'General notifications',
    });
    await userEvent.tab();
    expect(within(list).getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });
});
