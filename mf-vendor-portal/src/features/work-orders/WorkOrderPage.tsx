import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { localiseErrorMessage } from 'shared/i18n';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { NoteForm } from 'shared/ui/records';
import { AfterImageUpload } from '../../records/AfterImageUpload';
import { CancelledOrderBanner } from '../../components/CancelledOrderBanner';
import { MoveButtons } from '../../components/MoveButtons';
import { Timeline } from '../../components/Timeline';
import { WorkInformationForm } from '../../components/WorkInformationForm';
import { JobDetails, workOrderName } from '../../components/workOrder';
import { useVendorT } from '../../i18n/t';
import { addNote } from '../../records/workOrderApi';
import { useWorkOrder } from '../../records/workOrderHooks';
import { moveWith, saveWorkInformationWith } from '../../records/useMove';
import { useWorkOrderWrite } from '../../records/useWorkOrderWrite';
import { ChargeSection } from './components/ChargeSection';
import { CommissionSection } from './components/CommissionSection';
import '../../components/shopFloor.css';

/** A work order a store sent (/portal/workorder/:id): the job, the vendor's moves, charges, images, notes and the timeline. */
export function WorkOrderPage() {
  const t = useVendorT();
  const id = Number(useParams<{ id: string }>().id) || null;
  const { workOrder, events, isLoading, error, refresh } = useWorkOrder(id);
  const { conflict, write } = useWorkOrderWrite(refresh);

  if (isLoading) return <PageLoader label={t('record.workOrder.loading')} />;
  if (error || !workOrder) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <div className="vp-page">
        <h1>{t('record.workOrder.title')}</h1>
        <ErrorState
          title={
            missing
              ? t('record.workOrder.missing')
              : t('record.workOrder.loadFailed')
          }
          message={
            missing ? undefined : localiseErrorMessage(error?.message ?? '')
          }
          onRetry={missing ? undefined : () => void refresh()}
        />
      </div>
    );
  }
  return (
    <div className="vp-page vp-stack">
      <h1>
        {t('record.workOrder.titleFor', { name: workOrderName(workOrder) })}
      </h1>
      <CancelledOrderBanner workOrder={workOrder} />
      {conflict && (
        <Banner
          type="warning"
          title={conflict}
          subtitle={t('record.workOrder.asNow')}
        />
      )}
      <MoveButtons workOrder={workOrder} onMove={moveWith(workOrder, write)} />
      <JobDetails workOrder={workOrder} showVendorPrice />
      <CommissionSection workOrder={workOrder} />
      <section className="vp-card" aria-labelledby="wo-work-info">
        <h2 id="wo-work-info">{t('record.workOrder.workInformation')}</h2>
        <WorkInformationForm
          workOrder={workOrder}
          onSave={saveWorkInformationWith(workOrder, write)}
        />
      </section>
      <section className="vp-card" aria-labelledby="wo-images">
        <h2 id="wo-images">{t('record.workOrder.afterImages')}</h2>
        <AfterImageUpload workOrder={workOrder} write={write} />
      </section>
      <ChargeSection workOrder={workOrder} write={write} />
      <section className="vp-card" aria-labelledby="wo-timeline">
        <h2 id="wo-timeline">{t('record.timeline')}</h2>
        <NoteForm
          onSave={({ body }) => write(() => addNote(workOrder.id, { body }))}
        />
        <Timeline events={events ?? []} />
      </section>
    </div>
  );
}
