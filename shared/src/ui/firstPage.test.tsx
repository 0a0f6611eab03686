import { render, screen } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';
import { AfterFirstPage, FIRST_PAGE_WAIT_MS, firstPageOf } from './firstPage';

/** A lazy page whose code arrives (or fails) when the test says so. */
function deferredPage(name: string) {
  let arrive!: () => void;
  let fail!: (e: Error) => void;
  const code = new Promise<() => ReactElement>((resolve, reject) => {
    arrive = () =>
      resolve(function Page() {
        return <p>{name}</p>;
      });
    fail = reject;
  });
  return { Page: lazyPage(() => code), arrive, fail };
}

function Table({
  loaded,
  children,
}: {
  loaded: Promise<void>;
  children: ReactElement;
}) {
  return (
    <main>
      <h1>Frame</h1>
      <AfterFirstPage loaded={loaded}>{children}</AfterFirstPage>
    </main>
  );
}

/** A portal route table at `/portal/<path>` whose first page is a deferred page, rendered. */
function renderTableWithFirstPage(name: string, path: string) {
  const page = deferredPage(name);
  const loaded = firstPageOf(
    <Route path={path} element={<page.Page />} />,
    '/portal',
    `/portal/${path}`,
  );
  render(
    <Table loaded={loaded}>
      <>
        <p>Route table</p>
        <page.Page />
      </>
    </Table>,
  );
  return { ...page, loaded };
}

test('the frame shows at once with the loader, and the page replaces it when its code arrives', async () => {
  const { arrive, loaded } = renderTableWithFirstPage(
    'Sales orders',
    'sales-orders',
  );
  expect(screen.getByRole('heading', { name: 'Frame' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  // the route table waits: no Suspense boundary of a lazy page is committed meanwhile
  expect(screen.queryByText('Route table')).not.toBeInTheDocument();
  await act(async () => {
    arrive();
    await loaded;
  });
  expect(screen.getByText('Sales orders')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a route table mounted after the first page arrived shows the page in its first render', async () => {
  const { Page, arrive } = deferredPage('Work orders');
  const loaded = firstPageOf(
    <Route path="workorders" element={<Page />} />,
    '',
    '/workorders',
  );
  arrive();
  await loaded;
  render(
    <Table loaded={loaded}>
      <Page />
    </Table>,
  );
  expect(screen.getByText('Work orders')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a first page whose code failed still opens the route table', async () => {
  const { Page, fail } = deferredPage('Estimates');
  const loaded = firstPageOf(
    <Route path="estimates" element={<Page />} />,
    '/portal',
    '/portal/estimates',
  );
  render(
    <Table loaded={loaded}>
      <p>Route table</p>
    </Table>,
  );
  expect(screen.queryByText('Route table')).not.toBeInTheDocument();
  await act(async () => {
    fail(new Error('chunk failed'));
    await loaded;
  });
  expect(screen.getByText('Route table')).toBeInTheDocument();
});

test('a first page whose code does not come within 2 s: the route table renders and the page shows its own loader', () => {
  jest.useFakeTimers();
  try {
    renderTableWithFirstPage('Customers', 'customers');
    act(() => jest.advanceTimersByTime(FIRST_PAGE_WAIT_MS - 1));
    expect(screen.queryByText('Route table')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Route table')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
