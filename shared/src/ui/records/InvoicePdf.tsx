import { useT } from 'shared/i18n';
import { useDownload } from 'shared/ui';
import { Button, DownloadOutlined, useAppFeedback } from 'shared/ui/antd';
import './catalogue';

/** Props of InvoicePdf. */
export interface InvoicePdfProps {
  /** the invoice's number, as its row shows it */
  number: string;
  /** fetches and saves the PDF (the portal's own request) */
  download: () => Promise<void>;
}

/** A billing row's PDF button, in either portal: downloads the invoice; a failure says so. */
export function InvoicePdf({ number, download }: InvoicePdfProps) {
  const t = useT('records');
  const { message } = useAppFeedback();
  const { isBusy, start } = useDownload(
    download,
    t('invoicePdf.failed'),
    (text) => void message.error(text),
  );
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={isBusy}
      onClick={() => void start()}
      aria-label={t('invoicePdf.label', { number })}
    >
      PDF
    </Button>
  );
}
