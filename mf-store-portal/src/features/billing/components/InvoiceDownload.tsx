import { useState } from 'react';
import type { StoreInvoice } from 'shared/contracts/billing';
import { Button, DownloadOutlined, useAppFeedback } from 'shared/ui/antd';
import { downloadInvoice } from '../api';

/** Props of InvoiceDownload. */
export interface InvoiceDownloadProps {
  storeId: number;
  invoice: StoreInvoice;
}

/** Downloads one invoice as a PDF; a failure says so. */
export function InvoiceDownload({ storeId, invoice }: InvoiceDownloadProps) {
  const [isBusy, setBusy] = useState(false);
  const { message } = useAppFeedback();
  const handleDownload = async () => {
    setBusy(true);
    try {
      await downloadInvoice(storeId, invoice.id);
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
