import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { VENDOR_EDITABLE_STATUSES } from 'shared/contracts/vendorSales';
import { formatDateTime } from 'shared/dates';
import { localiseErrorMessage } from 'shared/i18n';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { NoteForm, StatusMoves } from 'shared/ui/records';
import { movesFrom, SALES_ORDER } from 'shared/workflow';
import {
  VendorCustomerCard,
  VendorTimeline,
} from '../../components/RecordDetails';
import { statusText, useVendorT } from '../../i18n/t';
import { isEditable, RecordLines } from '../../components/RecordLines';
import {
  addSalesOrderNote,
  moveSalesOrder,
  editSalesOrder,
} from '../../records/salesApi';
import { useSalesOrder } from '../../records/salesHooks';
import { useWorkOrderWrite as useRecordWrite } from '../../records/useWorkOrderWrite';
import '../../components/shopFloor.css';

/** One of the vendor's own sales orders (/portal/sales-order/:id): its moves, customer, lines, notes and timeline. */
export function SalesOrderPage() {
  const t = useVendorT();
  const id = Number(useParams<{ id: string }>().id) || null;
  const { order, error, isLoading, refresh } = useSalesOrder(id);
  const { conflict, write } = useRecordWrite(refresh);

  if (isLoading) return <PageLoader label={t('record.salesOrder.loading')} />;
  if (error || !order) {
    const missing = !id || (isApiError(error) && error.status === 404);
    return (
      <div className="vp-page">
        <h1>{t('record.salesOrder.title')}</h1>
        <ErrorState
          title={
            missing
              ? t('record.salesOrder.missing')
              : t('record.salesOrder.loadFailed')
          }
          message={
            missing ? undefined : localiseErrorMessage(error?.message ?? '')
          }
          onRetry={missing ? undefined : () => void refresh()}
        />
      </div>
    );
  }
  return (
    <div className="vp-page vp-stack">
      <h1>{t('record.salesOrder.titleFor', { no: order.order_no })}</h1>
      {conflict && (
        <Banner
          type="warning"
          title={conflict}
          subtitle={t('record.salesOrder.asNow')}
        />
      )}
      <p>
        <strong>{statusText(SALES_ORDER, order.status)}</strong> ·{' '}
        {t(`record.salesOrder.source.${order.source}`)} ·{' '}
        {formatDateTime(order.created_on)}
      </p>
      <StatusMoves
        moves={movesFrom(SALES_ORDER, order.status, 'store')}
        record={SALES_ORDER}
        statusLabel={(to) => statusText(SALES_ORDER, to)}
        ask={{ cancelled: {} }}
        submit={(to) =>
          write(() => moveSalesOrder(order.id, { to, version: order.version }))
        }
        large
      />
      <VendorCustomerCard customer={order.customer} />
      <RecordLines
        record={order}
        isEditable={isEditable(
          VENDOR_EDITABLE_STATUSES.sales_order,
          order.status,
        )}
        onSave={(edit) => write(() => editSalesOrder(order.id, edit))}
      />
      {order.notes && (
        <section className="vp-card" aria-labelledby="so-notes">
          <h2 id="so-notes">{t('record.notes')}</h2>
          <p>{order.notes}</p>
        </section>
      )}
      <section className="vp-card" aria-labelledby="so-timeline">
        <h2 id="so-timeline">{t('record.timeline')}</h2>
        <NoteForm
          onSave={({ body }) => write(() => addSalesOrderNote(order.id, body))}
        />
        <VendorTimeline events={order.events} machine={SALES_ORDER} />
      </section>
    </div>
  );
}
