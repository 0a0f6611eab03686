import { useState } from 'react';
import type {
  VendorInvoice,
  VendorInvoiceStatus,
} from 'shared/contracts/vendorInvoices';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined, Modal } from 'shared/ui/antd';
import { movesFrom, type Move } from 'shared/workflow';
import { downloadInvoicePdf } from '../api';
import { VENDOR_INVOICE } from '../status';
import { errorWords } from '../../../i18n/t';

type Settle = Exclude<VendorInvoiceStatus, 'open'>;

/** Props of InvoiceActions. */
export interface InvoiceActionsProps {
  invoice: VendorInvoice;
  /** makes the move; resolves once it is done or refused (a 409: the page shows why) */
  onMove: (to: Settle) => Promise<unknown>;
}

/** What each move asks before it is made: both are final. */
function confirmText(invoice: VendorInvoice, to: Settle) {
  const count = invoice.work_order_count;
  const extras = invoice.bill_items?.length ?? 0;
  const orders = [
    count > 0 || extras === 0
      ? `${count} work order${count === 1 ? '' : 's'}`
      : '',
    extras > 0 ? `${extras} bill item${extras === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return to === 'paid'
    ? {
        title: `Mark ${invoice.invoice_no} as paid?`,
        body: `This records that ${invoice.store.name} paid the $${invoice.total} of this invoice. A paid invoice cannot be changed any more.`,
        cancel: 'Cancel',
      }
    : {
        title: `Void ${invoice.invoice_no}?`,
        body: `The invoice stays in your list as void and cannot be changed any more. Its ${orders} can be billed again on a new invoice.`,
        cancel: 'Keep it',
      };
}

/** The invoice's PDF, and while it is open, marking it paid or voiding it (each asked first). */
export function InvoiceActions({ invoice, onMove }: InvoiceActionsProps) {
  const [busy, setBusy] = useState<Settle | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Move<Settle> | null>(null);
  const moves = movesFrom(
    VENDOR_INVOICE,
    invoice.status,
    'vendor',
  ) as Move<Settle>[];
  const text = confirming && confirmText(invoice, confirming.to);

  const pdf = useDownload(
    () => downloadInvoicePdf(invoice.id),
    'We could not make the PDF. Please try again.',
  );
  const problem = failure ?? pdf.failure;
  const handleMove = async (move: Move<Settle>) => {
    setBusy(move.to);
    setFailure(null);
    try {
      await onMove(move.to);
    } catch (e) {
      setFailure(errorWords(e) ?? 'Something went wrong.');
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  return (
    <>
      {problem && <Banner type="failure" title={problem} />}
      <div className="vp-actions" role="group" aria-label="Invoice actions">
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={pdf.isBusy}
          onClick={() => void pdf.start()}
        >
          Download PDF
        </Button>
        {moves.map((move) => (
          <Button
            key={move.to}
            type={move.to === 'paid' ? 'primary' : 'default'}
            danger={move.to === 'void'}
            loading={busy === move.to}
            disabled={busy !== null}
            onClick={() => setConfirming(move)}
          >
            {move.action}
          </Button>
        ))}
      </div>
      <Modal
        open={confirming !== null}
        title={text?.title}
        okText={confirming?.action}
        cancelText={text?.cancel}
        okButtonProps={{
          danger: confirming?.to === 'void',
          loading: busy !== null,
        }}
        onOk={() => confirming && void handleMove(confirming)}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        <p>{text?.body}</p>
      </Modal>
    </>
  );
}
