import { useParams } from 'shared/router';
import { PageLoader } from 'shared/ui';
import { Card, Col, Row } from 'shared/ui/antd';
import { StatusMoves } from 'shared/ui/records';
import { canChargeWorkOrder, movesFrom, WORK_ORDER } from 'shared/workflow';
import { DetailError } from '../../components/DetailError';
import { DetailPage } from '../../components/DetailPage';
import { useStorePortalT } from '../../i18n/t';
import { moveStatus, recordPath } from '../../records/api';
import { ChargeForm } from '../../records/ChargeForm';
import { useRefreshEvents } from '../../records/hooks';
import { ImageUpload } from '../../records/ImageUpload';
import { NoteForm } from '../../records/NoteForm';
import { Timeline, workOrderLabel } from '../../records/Timeline';
import { WorkOrderCharges } from './components/WorkOrderCharges';
import { WorkOrderEnvelope } from './components/WorkOrderEnvelope';
import { WorkOrderFacts } from './components/WorkOrderFacts';
import { WorkOrderImages } from './components/WorkOrderImages';
import { WorkOrderInstructions } from './components/WorkOrderInstructions';
import { requestWorkOrderCharge } from './api';
import { useWorkOrder } from './hooks';
import '../../records/records.css';
import './workOrders.css';

/** A work order the store sent to a vendor (/portal/work-order/:id): the store's side of it. */
export function WorkOrderPage() {
  const t = useStorePortalT();
  const { id } = useParams<{ id: string }>();
  const { workOrder: wo, isLoading, error, retry, refresh } = useWorkOrder(id);
  const path = recordPath('work-orders', id ?? '');
  const refreshEvents = useRefreshEvents(path);

  if (isLoading) return <PageLoader label={t('workOrder.loading')} />;
  if (error || !wo) {
    return <DetailError noun="work order" error={error} onRetry={retry} />;
  }
  const handleChanged = () => {
    void refresh();
    refreshEvents();
  };
  return (
    <DetailPage
      title={t('workOrder.title', {
        label: workOrderLabel(wo.work_order_no),
      })}
    >
      <StatusMoves
        moves={movesFrom(WORK_ORDER, wo.status, 'store')}
        statusLabel={(to) =>
          t(`workOrders.statuses.${to}`, {
            defaultValue: WORK_ORDER.labels[to],
          })
        }
        submit={(to) => moveStatus(path, { to, version: wo.version })}
        onChanged={handleChanged}
      />
      <WorkOrderFacts workOrder={wo} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={14}>
          <Card title={t('workOrder.instructionsCard')} size="small">
            <WorkOrderInstructions workOrder={wo} onSaved={handleChanged} />
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card title={t('workOrder.envelopeCard')} size="small">
            <WorkOrderEnvelope workOrder={wo} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('workOrder.extraCharges')} size="small">
            <WorkOrderCharges workOrder={wo} />
            {canChargeWorkOrder(wo.status, wo.sales_order.status) && (
              <ChargeForm
                kind="extra"
                request={(charge) => requestWorkOrderCharge(wo.id, charge)}
                onRequested={handleChanged}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('workOrder.images')} size="small">
            <WorkOrderImages workOrder={wo} />
            <ImageUpload path={path} onAdded={handleChanged} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('workOrder.addNote')} size="small">
            <NoteForm path={path} onAdded={refreshEvents} />
          </Card>
        </Col>
      </Row>
      <Timeline path={path} />
    </DetailPage>
  );
}
