import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useNavigate,
} from 'shared/router';
import { SaveDiscardBar } from 'shared/ui/portal';

function EditForm({ onSave = () => {} }: { onSave?: () => void }) {
  const [saved, setSaved] = useState('Gus');
  const [name, setName] = useState(saved);
  const navigate = useNavigate();
  return (
    <>
      <SaveDiscardBar
        isDirty={name !== saved}
        onSave={() => {
          onSave();
          setSaved(name);
        }}
        onDiscard={() => setName(saved)}
      />
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <Link to="/elsewhere">Orders</Link>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        Go by code
      </button>
    </>
  );
}

const routes = [
  { path: '/edit', element: <EditForm /> },
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
];

function renderPlain(onSave?: () => void) {
  return render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<EditForm onSave={onSave} />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const bar = () =>
  screen.queryByRole('region', { name: 'You have unsaved changes' });

describe('SaveDiscardBar', () => {
  it('shows DISCARD and SAVE only while the form has changes', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderPlain(onSave);
    expect(bar()).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'sie');
    expect(bar()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DISCARD' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Gus');
    expect(bar()).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'sie');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gussie');
  });

  it('asks before a link leaves a dirty form; Stay keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPlain();
    await user.type(screen.getByLabelText('Name'), 'sie');
    await user.click(screen.getByRole('link', { name: 'Orders' }));

    const dialog = screen.getByRole('alertdialog', {
      name: 'Leave this page?',
    });
    expect(dialog).toHaveTextContent('You have unsaved changes.');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gussie');

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(
      screen.getByRole('button', { name: 'Stay on this page' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(
      screen.getByRole('button', { name: 'Leave without saving' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Elsewhere' }),
    ).toBeInTheDocument();
  });

  it('asks before code navigates away under a plain router too (menus call navigate)', async () => {
    const user = userEvent.setup();
    renderPlain();
    await user.type(screen.getByLabelText('Name'), 'sie');
    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Leave this page?' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Leave without saving' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Elsewhere' }),
    ).toBeInTheDocument();
  });

  it('lets a clean form leave without asking', async () => {
    const user = userEvent.setup();
    renderPlain();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(
      screen.getByRole('heading', { name: 'Elsewhere' }),
    ).toBeInTheDocument();
  });

  it('blocks every navigation under a data router (useBlocker)', async () => {
    // jsdom lacks the Fetch API's Request, which a data router builds for each navigation.
    if (typeof globalThis.Request === 'undefined') {
      Object.assign(globalThis, {
        Request: class {
          readonly url: string;
          readonly method: string;
          readonly signal?: AbortSignal;
          constructor(url: string | URL, init: RequestInit = {}) {
            this.url = String(url);
            this.method = init.method ?? 'GET';
            this.signal = init.signal ?? undefined;
          }
        },
      });
    }
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/edit'] });
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Name'), 'sie');
    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Leave this page?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Gussie');

    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    await user.click(
      await screen.findByRole('button', { name: 'Leave without saving' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Elsewhere' }),
    ).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab while dirty', async () => {
    const user = userEvent.setup();
    renderPlain();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'sie');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
