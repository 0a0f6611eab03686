import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import { downloadVendorInvoicePdf } from '../api';

/** Downloads the invoice's PDF, the one its vendor has; a failure says so under the button. */
export function InvoicePdfButton({ invoice }: { invoice: VendorInvoice }) {
  const { isBusy, failure, start } = useDownload(
    () => downloadVendorInvoicePdf(invoice.id),
    'We could not download the PDF. Please try again.',
  );
  return (
    <div className="vi-actions">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        Download PDF
      </Button>
      {failure && (
        <Banner
          type="failure"
          title="The PDF did not download."
          subtitle={failure}
        />
      )}
    </div>
  );
}
