import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { SiteNotFoundPage } from './SiteNotFoundPage';

afterEach(() => act(() => setLanguage('en')));

test("an unknown store reads the spec's 'This site does not exist', then Spanish", () => {
  render(<SiteNotFoundPage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'This site does not exist' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('This site does not exist');

  act(() => setLanguage('es'));

  expect(
    screen.getByRole('heading', { level: 1, name: 'Este sitio no existe' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Este sitio no existe');
});
