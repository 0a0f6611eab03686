import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'shared/router';
import { useTableQuery } from 'shared/ui/portal';

const FILTERS = ['status', 'location_id'] as const;

function Table() {
  const table = useTableQuery({ filterKeys: FILTERS });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <output aria-label="api">{JSON.stringify(table.apiQuery)}</output>
      <button type="button" onClick={() => table.setPage(3)}>
        Page 3
      </button>
      <button type="button" onClick={() => table.setPage(1, 50)}>
        50 a page
      </button>
      <button type="button" onClick={() => table.setOrdering('-total')}>
        Sort by total
      </button>
      <button type="button" onClick={() => table.setSearch(' ring ')}>
        Search ring
      </button>
      <button type="button" onClick={() => table.setFilter('status', 'new')}>
        Received
      </button>
      <button
        type="button"
        onClick={() => table.setFilters({ status: null, location_id: '2' })}
      >
        Downtown only
      </button>
      <button type="button" onClick={table.clear}>
        Clear
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const renderAt = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/orders${search}`]}>
      <Table />
    </MemoryRouter>,
  );
const api = () =>
  JSON.parse(screen.getByLabelText('api').textContent ?? '{}') as Record<
    string,
    unknown
  >;
const url = () => screen.getByLabelText('url').textContent;

describe('useTableQuery', () => {
  it('reads the view from the URL, ignoring what is not valid', () => {
    renderAt(
      '?page=2&page_size=50&ordering=-created_on&search=gus&status=ready&other=x',
    );
    expect(api()).toEqual({
      page: 2,
      page_size: 50,
      ordering: '-created_on',
      search: 'gus',
      status: 'ready',
    });
  });

  it('falls back to page 1 and the default size for nonsense', () => {
    renderAt('?page=-4&page_size=7');
    expect(api()).toEqual({ page: 1, page_size: 20 });
  });

  it('writes paging, sorting, search and filters to the URL', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(url()).toBe('?page=3');
    await user.click(screen.getByRole('button', { name: 'Sort by total' }));
    expect(url()).toBe('?ordering=-total');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Received' }));
    expect(url()).toBe('?ordering=-total&status=new');
    await user.click(screen.getByRole('button', { name: 'Search ring' }));
    expect(api()).toEqual({
      page: 1,
      page_size: 20,
      ordering: '-total',
      search: 'ring',
      status: 'new',
    });
    await user.click(screen.getByRole('button', { name: 'Downtown only' }));
    expect(api()).toMatchObject({ location_id: '2' });
    expect(api()).not.toHaveProperty('status');
    await user.click(screen.getByRole('button', { name: '50 a page' }));
    expect(api()).toMatchObject({ page: 1, page_size: 50 });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(api()).toEqual({ page: 1, page_size: 50, ordering: '-total' });
  });

  it('goes back to the previous view with the browser history', async () => {
    const user = userEvent.setup();
    renderAt('?status=new');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(api()).toMatchObject({ page: 3, status: 'new' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(api()).toEqual({ page: 1, page_size: 20, status: 'new' });
  });
});
