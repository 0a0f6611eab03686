import { useState } from 'react';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { Banner } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import { downloadVendorInvoicePdf } from '../api';

/** Downloads the invoice's PDF, the one its vendor has; a failure says so under the button. */
export function InvoicePdfButton({ invoice }: { invoice: VendorInvoice }) {
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handleDownload = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadVendorInvoicePdf(invoice.id);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : 'We could not download the PDF. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="vi-actions">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void handleDownload()}
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
