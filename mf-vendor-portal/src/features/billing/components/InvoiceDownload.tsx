import { useState } from 'react';
import type { VendorPlanInvoice } from 'shared/contracts/vendorBilling';
import { Button, DownloadOutlined, useAppFeedback } from 'shared/ui/antd';
import { downloadBillingInvoice } from '../api';

/** Props of InvoiceDownload. */
export interface InvoiceDownloadProps {
  invoice: VendorPlanInvoice;
}

/** Downloads one of the platform's invoices as a PDF; a failure says so. */
export function InvoiceDownload({ invoice }: InvoiceDownloadProps) {
  const [isBusy, setBusy] = useState(false);
  const { message } = useAppFeedback();
  const handleDownload = async () => {
    setBusy(true);
    try {
      await downloadBillingInvoice(invoice.id);
    } catch (error) {
      void message.error(
        error instanceof Error && error.message
          ? error.message
          : 'We could not download this invoice. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={isBusy}
      onClick={() => void handleDownload()}
      aria-label={`Download ${invoice.number} as PDF`}
    >
      PDF
    </Button>
  );
}
