import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import { CustomerCard } from '../../../components/CustomerCard';
import { Fields } from '../../../components/Fields';
import type { SalesOrder } from '../api';
import {
  addressLines,
  carrierName,
  paymentColor,
  paymentLabel,
  statusLabel,
} from '../formatters';

export interface OrderOverviewProps {
  order: SalesOrder;
}

/** Order facts, the customer and contact, and where and how it ships. */
export function OrderOverview({ order }: OrderOverviewProps) {
  const { contact, customer, shipping_address: address, carrier } = order;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card title="Order" size="small">
          <Fields
            rows={[
              ['Order number', order.order_no],
              ['Status', <Tag key="s">{statusLabel(order.status)}</Tag>],
              [
                'Payment status',
                <Tag key="p" color={paymentColor(order.payment_status)}>
                  {paymentLabel(order.payment_status)}
                </Tag>,
              ],
              ['Created', formatDate(order.created_on)],
              ...(order.paid_on
                ? [['Paid on', formatDate(order.paid_on)] as [string, string]]
                : []),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <CustomerCard customer={customer} contact={contact} />
      </Col>
      <Col xs={24} md={8}>
        <Card title="Shipping" size="small">
          <Fields
            rows={[
              [
                'Ship to',
                address ? (
                  <address className="so-address">
                    {addressLines(address).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                ) : (
                  'No shipping address'
                ),
              ],
              ['Carrier', carrier ? carrierName(carrier.id) : 'None'],
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
