import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import { CustomerCard, Fields } from 'shared/ui/records';
import { useStorePortalT } from '../../../i18n/t';
import type { SalesOrder } from '../api';
import { addressLines, carrierName, paymentColor } from '../formatters';

export interface OrderOverviewProps {
  order: SalesOrder;
}

/** Order facts, the customer and contact, and where and how it ships. */
export function OrderOverview({ order }: OrderOverviewProps) {
  const t = useStorePortalT();
  const { contact, customer, shipping_address: address, carrier } = order;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card title={t('salesOrder.order')} size="small">
          <Fields
            rows={[
              [t('salesOrder.orderNumber'), order.order_no],
              [
                t('salesOrder.status'),
                <Tag key="s">
                  {t(`salesOrders.statuses.${order.status}`, {
                    defaultValue: order.status,
                  })}
                </Tag>,
              ],
              [
                t('salesOrder.paymentStatus'),
                <Tag key="p" color={paymentColor(order.payment_status)}>
                  {t(`salesOrders.payments.${order.payment_status}`, {
                    defaultValue: order.payment_status,
                  })}
                </Tag>,
              ],
              [t('salesOrder.created'), formatDate(order.created_on)],
              ...(order.paid_on
                ? [
                    [t('salesOrder.paidOn'), formatDate(order.paid_on)] as [
                      string,
                      string,
                    ],
                  ]
                : []),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <CustomerCard
          customer={customer}
          contact={contact}
          email={contact.email}
          phone={contact.phone}
        />
      </Col>
      <Col xs={24} md={8}>
        <Card title={t('salesOrder.shipping')} size="small">
          <Fields
            rows={[
              [
                t('salesOrder.shipTo'),
                address ? (
                  <address className="so-address">
                    {addressLines(address).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                ) : (
                  t('salesOrder.noAddress')
                ),
              ],
              [
                t('salesOrder.carrier'),
                carrier ? carrierName(carrier.id) : t('salesOrder.none'),
              ],
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
