import { useState } from 'react';
import { useParams } from 'shared/router';
import { canSendForWork } from 'shared/workflow';
import { Banner, PageLoader } from 'shared/ui';
import { Button, Card, Col, PlusOutlined, Row } from 'shared/ui/antd';
import { LinesTable } from 'shared/ui/records';
import { DetailError } from '../../components/DetailError';
import { useStorePortalT } from '../../i18n/t';
import { DetailPage } from '../../components/DetailPage';
import { toRecordLines } from '../../components/lines';
import { recordPath } from '../../records/api';
import { useRefreshEvents } from '../../records/hooks';
import { Timeline, workOrderLabel } from '../../records/Timeline';
import { OrderEditBar, OrderEditProvider } from './components/OrderEdit';
import { OrderInvoicePdf } from './components/OrderInvoicePdf';
import { OrderMoney } from './components/OrderMoney';
import { OrderOverview } from './components/OrderOverview';
import { OrderRefund } from './components/OrderRefund';
import { OrderStatus } from './components/OrderStatus';
import { OrderWork } from './components/OrderWork';
import { OrderWorkOrders } from './components/OrderWorkOrders';
import { WorkOrderDialog } from './components/WorkOrderDialog';
import { useRefreshSalesOrders, useSalesOrder } from './hooks';
import './salesOrders.css';

/** A sales order of the store (/portal/sales-order/:id): its moves, edit, work orders, charges, notes, images and timeline. */
export function SalesOrderPage() {
  const t = useStorePortalT();
  const { id } = useParams<{ id: string }>();
  const { order, isLoading, error, retry, refresh } = useSalesOrder(id);
  const path = recordPath('sales-orders', id ?? '');
  const refreshEvents = useRefreshEvents(path);
  const refreshList = useRefreshSalesOrders();
  const [isSending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  if (isLoading) return <PageLoader label={t('salesOrder.loading')} />;
  if (error || !order) {
    return <DetailError noun="sales order" error={error} onRetry={retry} />;
  }
  const handleChanged = () => {
    void refresh();
    refreshEvents();
    refreshList();
  };
  return (
    <OrderEditProvider order={order} onSaved={handleChanged}>
      <DetailPage title={t('salesOrder.title', { number: order.order_no })}>
        <OrderEditBar />
        {sent && <Banner type="success" title={sent} />}
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <OrderStatus order={order} onChanged={handleChanged} />
          </Col>
          <Col xs={24} md={12}>
            <Card
              title={t('salesOrder.workOrders')}
              size="small"
              extra={
                // Offered only while the api would accept it (shared/workflow).
                canSendForWork(order.status) && (
                  <Button
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => setSending(true)}
                  >
                    {t('salesOrder.createWorkOrder')}
                  </Button>
                )
              }
            >
              <OrderWorkOrders workOrders={order.work_orders ?? []} />
            </Card>
          </Col>
        </Row>
        <OrderOverview order={order} />
        <LinesTable lines={toRecordLines(order.lines)} />
        <OrderMoney
          order={order}
          action={
            <OrderRefund
              order={order}
              onRefunded={(message) => {
                setSent(message);
                handleChanged();
              }}
            />
          }
        />
        <OrderInvoicePdf orderId={order.id} />
        <Card title={t('salesOrder.workOn')} size="small">
          <OrderWork
            order={order}
            path={path}
            onEvent={refreshEvents}
            onChanged={handleChanged}
          />
        </Card>
        <Timeline path={path} />
        <WorkOrderDialog
          order={order}
          open={isSending}
          onClose={() => setSending(false)}
          onCreated={(workOrder) => {
            setSending(false);
            setSent(
              t('salesOrder.sent', {
                label: workOrderLabel(workOrder.work_order_no),
                vendor: workOrder.vendor.name,
              }),
            );
            handleChanged();
          }}
        />
      </DetailPage>
    </OrderEditProvider>
  );
}
