import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes } from 'shared/router';
import {
  acmeStoreSettings,
  installRequest,
  mockApi,
  plainWhiteLabel,
} from 'shared/testing';
import { SaveDiscardBar } from 'shared/ui/portal';
import { ShellApp } from '../ShellApp';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { resetShellState } from '../testing/setup';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

/** A remote edit page: a note field under the Save/Discard bar. */
function EditNotePage() {
  const [note, setNote] = useState('');
  return (
    <>
      <h1>Edit note</h1>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <SaveDiscardBar
        isDirty={note !== ''}
        onSave={() => setNote('')}
        onDiscard={() => setNote('')}
      />
    </>
  );
}

/** The storefront remote's routes as a remote writes them: descendant <Routes> under the shell's. */
function EditingRemote() {
  return (
    <Routes>
      <Route path="edit" element={<EditNotePage />} />
      <Route path="*" element={<Link to="/edit">Edit the note</Link>} />
    </Routes>
  );
}

beforeAll(installRequest);
beforeEach(() => {
  resetShellState();
  fakeFederation.modules.set('mf_storefront/Routes', {
    default: EditingRemote,
  });
  mockApi({ 'GET /remote-registry': { body: registryBody } });
  window.__PLATFORM_BOOT__ = {
    host: 'acme.localhost',
    registry: Promise.resolve({ status: 200, body: registryBody }),
    whiteLabel: Promise.resolve({ status: 200, body: plainWhiteLabel }),
    storeSettings: Promise.resolve({ status: 200, body: acmeStoreSettings }),
  };
  window.history.pushState({}, '', '/start');
});
afterEach(() => {
  delete window.__PLATFORM_BOOT__;
  window.history.pushState({}, '', '/');
});

test('the browser Back button asks before leaving unsaved changes; Stay keeps them, Leave goes back', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<ShellApp hostname="acme.localhost" />);
  await user.click(await screen.findByRole('link', { name: 'Edit the note' }));
  await user.type(await screen.findByLabelText('Note'), 'Resize to 7');
  expect(window.location.pathname).toBe('/edit');

  window.history.back();
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Leave this page?',
  });
  expect(dialog).toHaveTextContent('You have unsaved changes.');
  await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
  await waitFor(() =>
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(),
  );
  expect(window.location.pathname).toBe('/edit');
  expect(screen.getByLabelText('Note')).toHaveValue('Resize to 7');

  window.history.back();
  await user.click(
    await screen.findByRole('button', { name: 'Leave without saving' }),
  );
  expect(
    await screen.findByRole('link', { name: 'Edit the note' }),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/start');
  unmount();
});

test('a clean page goes back without asking', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<ShellApp hostname="acme.localhost" />);
  await user.click(await screen.findByRole('link', { name: 'Edit the note' }));
  expect(await screen.findByLabelText('Note')).toBeInTheDocument();
  window.history.back();
  expect(
    await screen.findByRole('link', { name: 'Edit the note' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  unmount();
});
