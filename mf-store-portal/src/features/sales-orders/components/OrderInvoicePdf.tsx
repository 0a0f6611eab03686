import { downloadFile, saveFile } from 'shared/api';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';

/** The api's invoice of a sales order: 'invoice-1000042.pdf'. */
export const invoicePdfPath = (orderId: number) =>
  `sales-orders/${orderId}/invoice.pdf`;

/** Downloads the order's invoice as a PDF; a failure says so under the button. */
export function OrderInvoicePdf({ orderId }: { orderId: number }) {
  const { isBusy, failure, start } = useDownload(
    async () => saveFile(await downloadFile(invoicePdfPath(orderId))),
    'We could not download the invoice. Please try again.',
  );
  return (
    <div className="so-invoice">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        Download invoice (PDF)
      </Button>
      {failure && (
        <Banner
          type="failure"
          title="The invoice did not download."
          subtitle={failure}
        />
      )}
    </div>
  );
}
