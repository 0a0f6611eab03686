import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ErrorState, NotFoundPage, PageLoader } from 'shared/ui';
import { renderWithProviders } from 'shared/testing';

test("NotFoundPage: 'This page does not exist' and 'Go to Homepage' → /", async () => {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route: '/nope' },
  );
  expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
  expect(screen.getByText('home')).toBeInTheDocument();
});

test('PageLoader is an accessible status', () => {
  renderWithProviders(<PageLoader />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('ErrorState retries', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<ErrorState message="Boom" onRetry={onRetry} />);
  expect(screen.getByText('Boom')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
