import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { NoteForm } from 'shared/ui/records';
import { AfterImageUpload } from '../../records/AfterImageUpload';
import { CancelledOrderBanner } from '../../components/CancelledOrderBanner';
import { MoveButtons } from '../../components/MoveButtons';
import { Timeline } from '../../components/Timeline';
import { WorkInformationForm } from '../../components/WorkInformationForm';
import {
  WorkOrderDetails,
  workOrderName,
} from '../../components/WorkOrderDetails';
import { addNote } from '../../records/workOrderApi';
import { useWorkOrder } from '../../records/workOrderHooks';
import { moveWith, saveWorkInformationWith } from '../../records/useMove';
import { useWorkOrderWrite } from '../../records/useWorkOrderWrite';
import { ChargeSection } from './components/ChargeSection';
import { CommissionSection } from './components/CommissionSection';
import '../../components/shopFloor.css';

/** A work order a store sent (/portal/workorder/:id): the job, the vendor's moves, charges, images, notes and the timeline. */
export function WorkOrderPage() {
  const id = Number(useParams<{ id: string }>().id) || null;
  const { workOrder, events, isLoading, error, refresh } = useWorkOrder(id);
  const { conflict, write } = useWorkOrderWrite(refresh);

  if (isLoading) return <PageLoader label="Loading work order" />;
  if (error || !workOrder) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <div className="vp-page">
        <h1>Work order</h1>
        <ErrorState
          title={
            missing
              ? 'This work order does not exist or is not yours.'
              : 'We could not load this work order.'
          }
          message={missing ? undefined : error?.message}
          onRetry={missing ? undefined : () => void refresh()}
        />
      </div>
    );
  }
  const afterImages = workOrder.images.filter(
    (image) => image.stage === 'after',
  );
  return (
    <div className="vp-page vp-stack">
      <h1>Work order {workOrderName(workOrder)}</h1>
      <CancelledOrderBanner workOrder={workOrder} />
      {conflict && (
        <Banner
          type="warning"
          title={conflict}
          subtitle="This is the work order as it is now."
        />
      )}
      <MoveButtons workOrder={workOrder} onMove={moveWith(workOrder, write)} />
      <WorkOrderDetails workOrder={workOrder} showVendorPrice />
      <CommissionSection workOrder={workOrder} />
      <section className="vp-card" aria-labelledby="wo-work-info">
        <h2 id="wo-work-info">Work information</h2>
        <WorkInformationForm
          workOrder={workOrder}
          onSave={saveWorkInformationWith(workOrder, write)}
        />
      </section>
      <section className="vp-card" aria-labelledby="wo-images">
        <h2 id="wo-images">After images</h2>
        {afterImages.length > 0 && (
          <ul className="vp-images">
            {afterImages.map((image, index) => (
              <li key={image.url}>
                <img
                  src={image.url}
                  alt={`The finished piece, view ${index + 1}`}
                />
              </li>
            ))}
          </ul>
        )}
        <AfterImageUpload workOrder={workOrder} write={write} />
      </section>
      <ChargeSection workOrder={workOrder} write={write} />
      <section className="vp-card" aria-labelledby="wo-timeline">
        <h2 id="wo-timeline">Timeline</h2>
        <NoteForm
          onSave={({ body }) => write(() => addNote(workOrder.id, { body }))}
        />
        <Timeline events={events ?? []} />
      </section>
    </div>
  );
}
