import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'shared/router';
import { lazyPage, preloadPagesFor } from './lazyPage';

function pages() {
  const loads: string[] = [];
  const page = (name: string) =>
    lazyPage(() => {
      loads.push(name);
      return Promise.resolve(function Page() {
        return <p>{name}</p>;
      });
    });
  return { loads, page };
}

const Wrapper = ({ children }: { children?: ReactNode }) => <>{children}</>;

test('a page whose code is already here renders at once, without the loader', async () => {
  const { loads, page } = pages();
  const Orders = page('orders');
  await Orders.preload();
  render(<Orders />);
  expect(screen.getByText('orders')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(loads).toEqual(['orders']);
});

test('a page not loaded yet shows the loader, then the page', async () => {
  const { page } = pages();
  const Orders = page('orders');
  render(<Orders />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('orders')).toBeInTheDocument();
});

test('preloadPagesFor loads the pages of the address: layout routes, parameters, wrappers', async () => {
  const { loads, page } = pages();
  const Tabs = page('tabs');
  const List = page('list');
  const Detail = page('detail');
  const Floor = page('floor');
  const Other = page('other');
  const routes = (
    <>
      <Route path="other" element={<Other />} />
      <Route element={<Tabs />}>
        <Route path="vendors" element={<List />} />
      </Route>
      <Route path="vendors/:id" element={<Detail />} />
      <Route path="job-done" element={<Wrapper>{<Floor />}</Wrapper>} />
    </>
  );
  await preloadPagesFor(routes, '/portal', '/portal/vendors');
  expect(loads).toEqual(['tabs', 'list']);
  await preloadPagesFor(routes, '/portal', '/portal/vendors/7');
  expect(loads).toEqual(['tabs', 'list', 'detail']);
  await preloadPagesFor(routes, '/portal', '/portal/job-done');
  expect(loads).toEqual(['tabs', 'list', 'detail', 'floor']);
  await preloadPagesFor(routes, '/portal', '/portal/nothing-here');
  expect(loads).toEqual(['tabs', 'list', 'detail', 'floor']);
});
