import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { InvoicePdf } from 'shared/ui/records';

// The billing rows' PDF button of both portals: each passes its own download.

afterEach(() => act(() => setLanguage('en')));

test('downloads the invoice through the portal’s request, and names it in Spanish when the page speaks it', async () => {
  const user = userEvent.setup();
  const asked: string[] = [];
  const { unmount } = renderWithProviders(
    <InvoicePdf
      number="INV-7"
      download={async () => void asked.push('INV-7')}
    />,
  );
  await user.click(
    screen.getByRole('button', { name: 'Download INV-7 as PDF' }),
  );
  expect(asked).toEqual(['INV-7']);
  unmount();
  act(() => setLanguage('es'));
  renderWithProviders(
    <InvoicePdf number="INV-7" download={async () => undefined} />,
  );
  expect(
    screen.getByRole('button', { name: 'Descargar INV-7 en PDF' }),
  ).toBeInTheDocument();
});
