import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import { downloadVendorInvoicePdf } from '../api';
import { useStorePortalT } from '../../../i18n/t';

/** Downloads the invoice's PDF, the one its vendor has; a failure says so under the button. */
export function InvoicePdfButton({ invoice }: { invoice: VendorInvoice }) {
  const t = useStorePortalT();
  const { isBusy, failure, start } = useDownload(
    () => downloadVendorInvoicePdf(invoice.id),
    t('vendorInvoices.pdfFailed'),
  );
  return (
    <div className="vi-actions">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        {t('vendorInvoices.download')}
      </Button>
      {failure && (
        <Banner
          type="failure"
          title={t('vendorInvoices.notDownloaded')}
          subtitle={failure}
        />
      )}
    </div>
  );
}
