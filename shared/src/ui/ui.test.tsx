import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  DEFAULT_LOADER_COLOR,
  ErrorState,
  NotFoundPage,
  PageLoader,
} from 'shared/ui';

// shared/ui renders on the storefront's first load, so it needs no providers (no antd theme).
test("NotFoundPage: 'This page does not exist' and a 'Go to Homepage' button → /", async () => {
  render(
    <MemoryRouter initialEntries={['/nope']}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('heading', { name: 'This page does not exist' }),
  ).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Go to Homepage' });
  expect(button.tagName).toBe('BUTTON');
  await userEvent.click(button);
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
