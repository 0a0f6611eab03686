import type { StoreInvoice } from 'shared/contracts/billing';
import { useDownload } from 'shared/ui';
import { Button, DownloadOutlined, useAppFeedback } from 'shared/ui/antd';
import { downloadInvoice } from '../api';

/** Props of InvoiceDownload. */
export interface InvoiceDownloadProps {
  storeId: number;
  invoice: StoreInvoice;
}

/** Downloads one invoice as a PDF; a failure says so. */
export function InvoiceDownload({ storeId, invoice }: InvoiceDownloadProps) {
  const { message } = useAppFeedback();
  const { isBusy, start } = useDownload(
    () => downloadInvoice(storeId, invoice.id),
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
