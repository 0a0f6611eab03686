import { i18n, localiseErrorMessage } from 'shared/i18n';
import { networkError } from './errors';

test("a request with no answer reads as a sentence in the page's language, not the browser's words", async () => {
  const error = networkError(new TypeError('Failed to fetch'));
  expect(error.message).toBe(
    'You appear to be offline, or the server did not answer. Please try again.',
  );
  await i18n.changeLanguage('es');
  try {
    expect(localiseErrorMessage(error.message)).toBe(
      'Parece que no tiene conexión, o el servidor no respondió. Vuelva a intentarlo.',
    );
    // the api's own messages (the spec's words) stay as given
    expect(localiseErrorMessage('Card declined by the bank.')).toBe(
      'Card declined by the bank.',
    );
  } finally {
    await i18n.changeLanguage('en');
  }
});
