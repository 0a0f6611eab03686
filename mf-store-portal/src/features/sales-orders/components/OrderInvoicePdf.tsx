import { downloadFile, saveFile } from 'shared/api';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';

/** The api's invoice of a sales order: 'invoice-1000042.pdf'. */
export const invoicePdfPath = (orderId: number) =>
  `sales-orders/${orderId}/invoice.pdf`;

/** Downloads the order's invoice as a PDF; a failure says so under the button. */
export function OrderInvoicePdf({ orderId }: { orderId: number }) {
  const t = useStorePortalT();
  const { isBusy, failure, start } = useDownload(
    async () => saveFile(await downloadFile(invoicePdfPath(orderId))),
    t('salesOrder.invoiceFailed'),
  );
  return (
    <div className="so-invoice">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        {t('salesOrder.downloadInvoice')}
      </Button>
      {failure && (
        <Banner
          type="failure"
          title={t('salesOrder.invoiceNotDownloaded')}
          subtitle={failure}
        />
      )}
    </div>
  );
}
