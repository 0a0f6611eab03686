import { useParams } from 'react-router-dom';
import { PageLoader } from 'shared/ui';
import { DetailError } from '../../components/DetailError';
import { DetailPage } from '../../components/DetailPage';
import { OrderLines } from '../../components/OrderLines';
import { OrderMoney } from './components/OrderMoney';
import { OrderOverview } from './components/OrderOverview';
import { useSalesOrder } from './hooks';
import './salesOrders.css';

/** A sales order of the store (/portal/sales-order/:id), where a notification click leads. */
export function SalesOrderPage() {
  const { id } = useParams<{ id: string }>();
  const { order, isLoading, error, retry } = useSalesOrder(id);

  if (isLoading) return <PageLoader label="Loading sales order" />;
  if (error || !order) {
    return <DetailError noun="sales order" error={error} onRetry={retry} />;
  }
  return (
    <DetailPage title={`Sales order #${order.order_no}`}>
      <OrderOverview order={order} />
      <OrderLines lines={order.lines} />
      <OrderMoney order={order} />
    </DetailPage>
  );
}
