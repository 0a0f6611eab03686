import { act } from '@testing-library/react';
import { BROWSER_ISSUE_MESSAGE, NETWORK_MESSAGE } from 'shared/api';
import { i18n, localiseErrorMessage } from 'shared/i18n';
import { isNoAnswer } from './saveFailure';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

test("a request with no answer is told apart by shared/api's sentence, in English and in the page's language", async () => {
  expect(isNoAnswer(NETWORK_MESSAGE)).toBe(true);
  expect(isNoAnswer(BROWSER_ISSUE_MESSAGE)).toBe(true);
  await act(() => i18n.changeLanguage('es'));
  expect(isNoAnswer(localiseErrorMessage(NETWORK_MESSAGE))).toBe(true);
  expect(isNoAnswer('Someone else changed this customer.')).toBe(false);
  expect(isNoAnswer(undefined)).toBe(false);
});
