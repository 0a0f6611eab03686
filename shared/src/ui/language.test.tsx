import { act, render, screen } from '@testing-library/react';
import { i18n } from 'shared/i18n';
import { ErrorState } from 'shared/ui';
import { LoginCard } from 'shared/ui/form';

// the sentence a request with no answer carries (in English, as shared/api words it)
const NETWORK_MESSAGE =
  'You appear to be offline, or the server did not answer. Please try again.';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

test("a failed load's no-answer sentence reads in the page's language; the api's words stay", async () => {
  await act(() => i18n.changeLanguage('es'));
  const { rerender } = render(<ErrorState message={NETWORK_MESSAGE} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Parece que no tiene conexión, o el servidor no respondió. Vuelva a intentarlo.',
  );
  rerender(<ErrorState message="Store not found." />);
  expect(screen.getByRole('alert')).toHaveTextContent('Store not found.');
});

test("the login card's other ways in are named in the page's language", async () => {
  const card = (
    <LoginCard
      title="Log in"
      onSubmit={async () => undefined}
      links={<a href="/forgot">Forgot password?</a>}
    />
  );
  const { unmount } = render(card);
  expect(
    screen.getByRole('navigation', { name: 'Other ways in' }),
  ).toBeInTheDocument();
  unmount();
  await act(() => i18n.changeLanguage('es'));
  render(card);
  expect(
    screen.getByRole('navigation', { name: 'Otras formas de entrar' }),
  ).toBeInTheDocument();
});
