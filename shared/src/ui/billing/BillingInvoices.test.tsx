import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import type { TableQueryState } from 'shared/ui/portal';
import {
  BillingInvoices,
  type BillingInvoice,
  type InvoicesAnswer,
} from 'shared/ui/billing';

type Query = TableQueryState['apiQuery'];

// The platform's invoices on both portals' billing pages: each passes its own request for a page
// and for the PDF; the vendor's show the period each invoice pays for.

afterEach(() => act(() => setLanguage('en')));

const invoice: BillingInvoice = {
  id: 7,
  number: 'PLT-7',
  kind: 'plan_change',
  description: 'Growth plan',
  amount: '49.00',
  status: 'paid',
  issued_on: '2026-03-01',
  period_start: '2026-03-01',
  period_end: '2026-03-31',
};

const asked: Query[] = [];
const answer = (over: Partial<InvoicesAnswer<BillingInvoice>> = {}) =>
  function useInvoices(query: Query): InvoicesAnswer<BillingInvoice> {
    asked.push(query);
    return {
      page: {
        results: [invoice],
        count: 1,
        page: 1,
        page_size: 10,
        status_counts: {},
      },
      isLoading: false,
      error: undefined,
      retry: () => undefined,
      ...over,
    };
  };

test('lists the invoices ten a page with kind, amount, status and a PDF button that asks the portal', async () => {
  const user = userEvent.setup();
  const downloaded: number[] = [];
  renderWithProviders(
    <BillingInvoices
      useInvoices={answer()}
      download={async (i) => void downloaded.push(i.id)}
    />,
  );
  const list = screen.getByRole('region', { name: 'Invoices' });
  const row = within(list).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('PLT-7');
  expect(row).toHaveTextContent('Plan change: Growth plan');
  expect(row).toHaveTextContent('$49.00');
  expect(row).toHaveTextContent('Paid');
  expect(
    within(list).queryByRole('columnheader', { name: 'Period' }),
  ).not.toBeInTheDocument();
  expect(asked.at(-1)).toMatchObject({ page_size: 10 });
  await user.click(
    within(row).getByRole('button', { name: 'Download PLT-7 as PDF' }),
  );
  expect(downloaded).toEqual([7]);
});

test('a failed load says so with Retry', async () => {
  const user = userEvent.setup();
  let retried = 0;
  renderWithProviders(
    <BillingInvoices
      useInvoices={answer({
        page: undefined,
        error: new Error('Server down'),
        retry: () => void retried++,
      })}
      download={async () => undefined}
    />,
  );
  expect(
    screen.getByText('We could not load your invoices.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(retried).toBe(1);
});

test('in Spanish, with the period of each invoice when the portal asks for it', () => {
  act(() => setLanguage('es'));
  renderWithProviders(
    <BillingInvoices
      useInvoices={answer()}
      download={async () => undefined}
      showPeriod
    />,
  );
  const list = screen.getByRole('region', { name: 'Facturas' });
  expect(
    within(list).getByRole('columnheader', { name: 'Periodo' }),
  ).toBeInTheDocument();
  const row = within(list).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Cambio de plan: Growth plan');
  expect(row).toHaveTextContent('Pagada');
  expect(
    within(list).getByRole('searchbox', { name: 'Buscar facturas' }),
  ).toBeVisible();
});
