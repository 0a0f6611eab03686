import { Link } from 'shared/router';
import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import { Fields } from '../../../components/Fields';
import { money } from '../../../components/money';
import { usePortalBase } from '../../../records/basePath';
import { WorkOrderCommission } from './WorkOrderCommission';

export interface WorkOrderFactsProps {
  workOrder: WorkOrder;
}

/** Who has the work, for which order, until when; and the pieces it covers, with the vendor's price of each. */
export function WorkOrderFacts({ workOrder: wo }: WorkOrderFactsProps) {
  const base = usePortalBase();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Work order" size="small">
          <Fields
            rows={[
              [
                'Status',
                <Tag key="s" color="blue">
                  {statusLabel(WORK_ORDER, wo.status)}
                </Tag>,
              ],
              ['Vendor', wo.vendor.name],
              [
                'Sales order',
                <Link key="so" to={`${base}/sales-order/${wo.sales_order.id}`}>
                  #{wo.sales_order.order_no}
                </Link>,
              ],
              ['Customer', wo.customer_label || '—'],
              ['Location', wo.location?.name ?? '—'],
              ['Due date', wo.due_date ? formatDate(wo.due_date) : 'None'],
              ['Created', formatDate(wo.created_on)],
              ...(wo.rejection_reason
                ? [
                    ['Why it was rejected', wo.rejection_reason] as [
                      string,
                      string,
                    ],
                  ]
                : []),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Items" size="small">
          <ul className="wo-lines">
            {wo.lines.map((line) => (
              <li key={line.id}>
                <strong>
                  {line.service.name} × {line.quantity}
                </strong>
                {line.vendor_price !== null && (
                  <p className="wo-vendor-price">
                    Vendor price: {money(line.vendor_price)}
                    {line.quantity > 1 && ' each'}
                  </p>
                )}
                {line.choices.length > 0 && (
                  <ul className="detail-choices">
                    {line.choices.map((c) => (
                      <li key={`${c.label}-${c.value}`}>
                        {c.label}: {c.value}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <WorkOrderCommission workOrder={wo} />
          {wo.work_information && (
            <p>
              <strong>From the vendor: </strong>
              {wo.work_information}
            </p>
          )}
        </Card>
      </Col>
    </Row>
  );
}
