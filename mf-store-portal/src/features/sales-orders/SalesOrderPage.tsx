import { useParams } from 'react-router-dom';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { Flex } from 'shared/ui/antd';
import { OrderLines } from './components/OrderLines';
import { OrderMoney } from './components/OrderMoney';
import { OrderOverview } from './components/OrderOverview';
import { useSalesOrder } from './hooks';
import './salesOrders.css';

/** A sales order of the store (/portal/sales-order/:id), where a notification click leads. */
export function SalesOrderPage() {
  const { id } = useParams<{ id: string }>();
  const { order, isLoading, error, retry } = useSalesOrder(id);

  if (isLoading) return <PageLoader label="Loading sales order" />;
  if (error && isApiError(error) && error.status === 404) {
    return (
      <StatusPage mark="404" title="Sales order not found" level={1}>
        <p className="ui-state__message">{error.message}</p>
      </StatusPage>
    );
  }
  if (error && isApiError(error) && error.status === 403) {
    return (
      <StatusPage
        mark="!"
        tone="warning"
        title="You cannot view this sales order"
        level={1}
      >
        <p className="ui-state__message">{error.message}</p>
      </StatusPage>
    );
  }
  if (error || !order) {
    return (
      <ErrorState
        title="We could not load this sales order."
        message={error?.message}
        onRetry={retry}
      />
    );
  }
  return (
    <Flex vertical gap={16} className="so-page">
      <h1 className="so-title">Sales order #{order.order_no}</h1>
      <OrderOverview order={order} />
      <OrderLines lines={order.lines} />
      <OrderMoney order={order} />
    </Flex>
  );
}
