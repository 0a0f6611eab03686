import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { EstimatePdf } from 'shared/ui/records';

// The estimate's PDF button of both portals and the vendor's customer page says itself in the
// page's language.

test('offers the estimate’s PDF in English, and in Spanish when the page speaks it', () => {
  const { unmount } = renderWithProviders(
    <EstimatePdf path="estimates/12/estimate.pdf" />,
  );
  expect(
    screen.getByRole('button', { name: 'Download estimate (PDF)' }),
  ).toBeInTheDocument();
  unmount();
  act(() => setLanguage('es'));
  renderWithProviders(<EstimatePdf path="estimates/12/estimate.pdf" />);
  expect(
    screen.getByRole('button', { name: 'Descargar el presupuesto (PDF)' }),
  ).toBeInTheDocument();
  act(() => setLanguage('en'));
});
