import { formatDateTime } from 'shared/dates';
import { Card, Col, Row, Tag } from 'shared/ui/antd';
import { CustomerCard, Fields } from 'shared/ui/records';
import { money } from '../../../components/money';
import type { Estimate } from '../api';
import { estimateStatusLabel } from '../formatters';
import { useStorePortalT } from '../../../i18n/t';

export interface EstimateOverviewProps {
  estimate: Estimate;
}

/** Estimate facts beside the customer and the contact they left. */
export function EstimateOverview({ estimate }: EstimateOverviewProps) {
  const t = useStorePortalT();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title={t('estimates.estimate')} size="small">
          <Fields
            rows={[
              [t('estimates.estimateNumber'), estimate.estimate_no],
              [
                t('estimates.status'),
                <Tag key="s">{estimateStatusLabel(estimate.status)}</Tag>,
              ],
              [t('estimates.created'), formatDateTime(estimate.created_on)],
              [t('estimates.subtotal'), money(estimate.subtotal)],
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <CustomerCard
          customer={estimate.customer}
          contact={estimate.contact}
          email={estimate.contact.email}
          phone={estimate.contact.phone}
        />
      </Col>
    </Row>
  );
}
