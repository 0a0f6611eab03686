import type { VendorPlanInvoice } from 'shared/contracts/vendorBilling';
import { useDownload } from 'shared/ui';
import { Button, DownloadOutlined, useAppFeedback } from 'shared/ui/antd';
import { downloadBillingInvoice } from '../api';

/** Props of InvoiceDownload. */
export interface InvoiceDownloadProps {
  invoice: VendorPlanInvoice;
}

/** Downloads one of the platform's invoices as a PDF; a failure says so. */
export function InvoiceDownload({ invoice }: InvoiceDownloadProps) {
  const { message } = useAppFeedback();
  const { isBusy, start } = useDownload(
    () => downloadBillingInvoice(invoice.id),
    'We could not download this invoice. Please try again.',
    (text) => void message.error(text),
  );
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={isBusy}
      onClick={() => void start()}
      aria-label={`Download ${invoice.number} as PDF`}
    >
      PDF
    </Button>
  );
}
