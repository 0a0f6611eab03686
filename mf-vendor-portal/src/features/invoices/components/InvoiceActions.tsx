import { useState } from 'react';
import type {
  VendorInvoice,
  VendorInvoiceStatus,
} from 'shared/contracts/vendorInvoices';
import { formatApiAmount, localiseMessage } from 'shared/i18n';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined, Modal } from 'shared/ui/antd';
import { movesFrom, type Move } from 'shared/workflow';
import { downloadInvoicePdf } from '../api';
import { errorWords, useVendorT, type Translate } from '../../../i18n/t';
import { VENDOR_INVOICE } from '../status';

type Settle = Exclude<VendorInvoiceStatus, 'open'>;

/** Props of InvoiceActions. */
export interface InvoiceActionsProps {
  invoice: VendorInvoice;
  /** makes the move; resolves once it is done or refused (a 409: the page shows why) */
  onMove: (to: Settle) => Promise<unknown>;
}

/** What each move asks before it is made: both are final. */
function confirmText(invoice: VendorInvoice, to: Settle, t: Translate) {
  const count = invoice.work_order_count;
  const extras = invoice.bill_items?.length ?? 0;
  const parts = [
    count > 0 || extras === 0 ? t('invoice.workOrders', { count }) : '',
    extras > 0 ? t('invoice.billItems', { count: extras }) : '',
  ].filter(Boolean);
  const orders =
    parts.length === 2
      ? t('invoice.both', { first: parts[0]!, second: parts[1]! })
      : parts[0]!;
  const number = invoice.invoice_no;
  return to === 'paid'
    ? {
        title: t('invoice.paidTitle', { number }),
        body: t('invoice.paidBody', {
          store: invoice.store.name,
          amount: formatApiAmount(invoice.total),
        }),
        cancel: t('invoice.cancel'),
      }
    : {
        title: t('invoice.voidTitle', { number }),
        body: t('invoice.voidBody', { what: orders }),
        cancel: t('invoice.keep'),
      };
}

/** The invoice's PDF, and while it is open, marking it paid or voiding it (each asked first). */
export function InvoiceActions({ invoice, onMove }: InvoiceActionsProps) {
  const t = useVendorT();
  const [busy, setBusy] = useState<Settle | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Move<Settle> | null>(null);
  const moves = movesFrom(
    VENDOR_INVOICE,
    invoice.status,
    'vendor',
  ) as Move<Settle>[];
  const text = confirming && confirmText(invoice, confirming.to, t);

  const pdf = useDownload(
    () => downloadInvoicePdf(invoice.id),
    t('invoice.pdfFailed'),
  );
  const problem = failure ?? pdf.failure;
  const handleMove = async (move: Move<Settle>) => {
    setBusy(move.to);
    setFailure(null);
    try {
      await onMove(move.to);
    } catch (e) {
      setFailure(errorWords(e) ?? t('invoice.failed'));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  return (
    <>
      {problem && <Banner type="failure" title={localiseMessage(problem)} />}
      <div
        className="vp-actions"
        role="group"
        aria-label={t('invoice.actions')}
      >
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={pdf.isBusy}
          onClick={() => void pdf.start()}
        >
          {t('invoice.pdf')}
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
            {t(`invoice.move.${move.to}`)}
          </Button>
        ))}
      </div>
      <Modal
        open={confirming !== null}
        title={text?.title}
        okText={confirming ? t(`invoice.move.${confirming.to}`) : undefined}
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
