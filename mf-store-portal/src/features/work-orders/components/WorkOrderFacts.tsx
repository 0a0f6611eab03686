import { Link } from 'shared/router';
import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import { Fields } from 'shared/ui/records';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';
import { usePortalBase } from '../../../records/basePath';
import { WorkOrderCommission } from './WorkOrderCommission';

export interface WorkOrderFactsProps {
  workOrder: WorkOrder;
}

/** Who has the work, for which order, until when; and the pieces it covers, with the vendor's price of each. */
export function WorkOrderFacts({ workOrder: wo }: WorkOrderFactsProps) {
  const t = useStorePortalT();
  const base = usePortalBase();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title={t('workOrder.workOrder')} size="small">
          <Fields
            rows={[
              [
                t('workOrder.status'),
                <Tag key="s" color="blue">
                  {t(`workOrders.statuses.${wo.status}`, {
                    defaultValue: wo.status,
                  })}
                </Tag>,
              ],
              [t('workOrder.vendor'), wo.vendor.name],
              [
                t('workOrder.salesOrder'),
                <Link key="so" to={`${base}/sales-order/${wo.sales_order.id}`}>
                  #{wo.sales_order.order_no}
                </Link>,
              ],
              [t('workOrder.customer'), wo.customer_label || '—'],
              [t('workOrder.location'), wo.location?.name ?? '—'],
              [
                t('workOrder.dueDate'),
                wo.due_date ? formatDate(wo.due_date) : t('workOrder.none'),
              ],
              [t('workOrder.created'), formatDate(wo.created_on)],
              ...(wo.rejection_reason
                ? [
                    [t('workOrder.rejected'), wo.rejection_reason] as [
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
        <Card title={t('workOrder.items')} size="small">
          <ul className="wo-lines">
            {wo.lines.map((line) => (
              <li key={line.id}>
                <strong>
                  {line.service.name} × {line.quantity}
                </strong>
                {line.vendor_price !== null && (
                  <p className="wo-vendor-price">
                    {t(
                      line.quantity > 1
                        ? 'workOrder.vendorPriceEach'
                        : 'workOrder.vendorPrice',
                      { price: money(line.vendor_price) },
                    )}
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
              <strong>{t('workOrder.fromVendor')}</strong>
              {wo.work_information}
            </p>
          )}
        </Card>
      </Col>
    </Row>
  );
}
