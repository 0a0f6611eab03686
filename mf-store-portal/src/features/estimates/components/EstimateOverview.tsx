import { formatDateTime } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import { CustomerCard } from '../../../components/CustomerCard';
import { Fields } from '../../../components/Fields';
import { money } from '../../../components/money';
import type { Estimate } from '../api';
import { estimateStatusLabel } from '../formatters';

export interface EstimateOverviewProps {
  estimate: Estimate;
}

/** Estimate facts beside the customer and the contact they left. */
export function EstimateOverview({ estimate }: EstimateOverviewProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Estimate" size="small">
          <Fields
            rows={[
              ['Estimate number', estimate.estimate_no],
              [
                'Status',
                <Tag key="s">{estimateStatusLabel(estimate.status)}</Tag>,
              ],
              ['Created', formatDateTime(estimate.created_on)],
              ['Subtotal', money(estimate.subtotal)],
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <CustomerCard customer={estimate.customer} contact={estimate.contact} />
      </Col>
    </Row>
  );
}
