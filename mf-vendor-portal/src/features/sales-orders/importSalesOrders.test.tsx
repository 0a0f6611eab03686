import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import { vendorSession } from '../../testing/workOrders';
import { ImportSalesOrdersPage } from './ImportSalesOrdersPage';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/sales-order/bulk-salesorder"
        element={<ImportSalesOrdersPage />}
      />
    </Routes>,
    {
      route: '/portal/sales-order/bulk-salesorder',
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

const file = (text: string, name = 'orders.csv') =>
  new File([text], name, { type: 'text/csv' });

describe('importing sales orders', () => {
  it('lists every bad row (row, column, problem) when the file is refused', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /vendor/sales-orders/import': {
        status: 400,
        body: {
          code: 'IMPORT_INVALID',
          message:
            'Nothing was imported: fix the rows below and upload the file again.',
          errors: { file: 'Nothing was imported.' },
          row_errors: [
            {
              row: 3,
              column: 'quantity',
              message: 'Enter a whole number from 1 to 999.',
            },
          ],
        },
      },
    });
    renderPage();

    await user.upload(
      screen.getByLabelText('File (CSV or XLSX, up to 2 MB)'),
      file('order_ref\nA-1'),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByText(
        'Nothing was imported: fix the rows below and upload the file again.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('row', {
        name: '3 quantity Enter a whole number from 1 to 999.',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/sales-orders/import')[0]?.body).toEqual({
      file_name: 'orders.csv',
      content: btoa('order_ref\nA-1'),
    });
  });

  it('imports a good file and says which orders it made; refuses a file of another kind before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = mockApi({
      'POST /vendor/sales-orders/import': {
        status: 201,
        body: {
          imported: 2,
          orders: [
            { id: 9006, order_no: 'SO-1006' },
            { id: 9007, order_no: 'SO-1007' },
          ],
        },
      },
    });
    renderPage();
    const input = screen.getByLabelText('File (CSV or XLSX, up to 2 MB)');

    await user.upload(input, file('x', 'orders.pdf'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Choose a CSV or XLSX file.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/sales-orders/import')).toHaveLength(0);

    await user.upload(input, file('order_ref\nA-1'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Imported 2 orders: SO-1006, SO-1007.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /vendor/sales-orders/import')).toHaveLength(1),
    );
  });
});
