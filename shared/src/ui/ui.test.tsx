import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { setLanguage } from 'shared/i18n';
import {
  DEFAULT_LOADER_COLOR,
  ErrorState,
  NotFoundPage,
  PageLoader,
} from 'shared/ui';

afterEach(() => act(() => setLanguage('en')));

function renderNotFound() {
  render(
    <MemoryRouter initialEntries={['/nope']}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// shared/ui renders on the storefront's first load, so it needs no providers (no antd theme).
test("NotFoundPage: 'This page does not exist' and a 'Go to Homepage' button → /", async () => {
  const user = userEvent.setup();
  renderNotFound();
  expect(
    screen.getByRole('heading', { name: 'This page does not exist' }),
  ).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Go to Homepage' });
  expect(button.tagName).toBe('BUTTON');
  await user.click(button);
  expect(screen.getByText('home')).toBeInTheDocument();
});

test('PageLoader is a polite, labelled status in the loader colour', () => {
  render(<PageLoader label="Loading services" />);
  const status = screen.getByRole('status', { name: 'Loading services' });
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status.style.getPropertyValue('--ui-loader-color')).toBe(
    `var(--wl-loader, ${DEFAULT_LOADER_COLOR})`,
  );
  expect(DEFAULT_LOADER_COLOR).toBe('#1d616b');
});

test('ErrorState is an alert with its message and retries', async () => {
  const onRetry = jest.fn();
  render(<ErrorState title="No luck" message="Boom" onRetry={onRetry} />);
  expect(screen.getByRole('alert', { name: 'No luck' })).toHaveTextContent(
    'Boom',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('ErrorState without onRetry has no button', () => {
  render(<ErrorState />);
  expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('NotFoundPage reads Spanish and still leads to /', async () => {
  const user = userEvent.setup();
  act(() => setLanguage('es'));
  renderNotFound();
  expect(
    screen.getByRole('heading', { name: 'Esta página no existe' }),
  ).toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: 'Ir a la página de inicio' }),
  );
  expect(screen.getByText('home')).toBeInTheDocument();
});

test("the default texts of PageLoader and ErrorState follow the page's language", async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  render(
    <>
      <PageLoader />
      <ErrorState onRetry={onRetry} />
    </>,
  );
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(
    screen.getByRole('alert', { name: 'Something went wrong' }),
  ).toBeInTheDocument();

  act(() => setLanguage('es'));

  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  expect(
    screen.getByRole('alert', { name: 'Algo salió mal' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
