import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  VendorImportRecord,
  VendorImportRecordPage,
} from 'shared/contracts/vendorSetup';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /portal/setting/import-salesorders: the bulk sales-order import's history (who, when,
// which file, rows imported and refused), paged and filtered on the server, with the way to run
// an import.

jest.setTimeout(60_000);

const PATH = '/portal/setting/import-salesorders';

const recordOf = (over: Partial<VendorImportRecord>): VendorImportRecord => ({
  id: 1,
  file_name: 'june.csv',
  status: 'imported',
  created_on: '2026-11-02T12:00:00.000Z',
  user_name: 'Tara Tech',
  orders_imported: 2,
  rows_imported: 3,
  rows_refused: 0,
  message: '',
  ...over,
});
const pageOf = (
  results: VendorImportRecord[],
  over: Partial<VendorImportRecordPage> = {},
): VendorImportRecordPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: { all: 2, imported: 1, refused: 1 },
  ...over,
});
const JUNE = recordOf({});
const JULY = recordOf({
  id: 2,
  file_name: 'july.csv',
  status: 'refused',
  user_name: 'Felix Fixit',
  orders_imported: 0,
  rows_imported: 0,
  rows_refused: 2,
  message:
    'Nothing was imported: fix the rows below and upload the file again.',
});

describe('the import history', () => {
  it('lists every import and filters by result on the server', async () => {
    const api = mockApi({
      'GET /vendor/settings/imports': (call) => ({
        body:
          call.query.status === 'refused'
            ? pageOf([JULY], { count: 1 })
            : pageOf([JULY, JUNE]),
      }),
    });
    const user = userEvent.setup();
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    const table = await screen.findByRole('table', { name: 'Imports' });
    expect(
      within(table).getByRole('row', { name: /june\.csv/ }),
    ).toHaveTextContent(/Tara Tech.*Imported 2 orders/);
    expect(
      within(table).getByRole('row', { name: /july\.csv/ }),
    ).toHaveTextContent(/Refused Nothing was imported/);
    expect(
      screen.getByRole('link', { name: 'Import sales orders' }),
    ).toHaveAttribute('href', '/portal/sales-order/bulk-salesorder');
    expect(
      screen.getByRole('button', { name: /Download the template/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByText('Refused (1)'));
    expect(
      await screen.findByRole('row', { name: /july\.csv/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /june\.csv/ })).toBeNull();
    expect(api.calls.at(-1)!.query).toMatchObject({ status: 'refused' });
  });

  it('says what to do when there is none yet; staff are told only the owner manages it', async () => {
    mockApi({
      'GET /vendor/settings/imports': {
        body: pageOf([], {
          count: 0,
          status_counts: { all: 0, imported: 0, refused: 0 },
        }),
      },
    });
    const { unmount } = renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    expect(await screen.findByText(/No imports yet\./)).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /vendor/settings/imports': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Not allowed.', errors: {} },
      },
    });
    renderVendorPortalAt(PATH, ROLES.VENDOR_STAFF);
    expect(
      await screen.findByText("Only the workshop's owner manages its settings"),
    ).toBeInTheDocument();
  });
});
