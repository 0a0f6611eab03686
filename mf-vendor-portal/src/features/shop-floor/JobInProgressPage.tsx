import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { MoveButtons } from '../../components/MoveButtons';
import { JobDetails } from '../../components/workOrder';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob, type Job } from './useJob';
import { useVendorT } from '../../i18n/t';

function InProgress({ job, workOrder }: { job: Job; workOrder: WorkOrder }) {
  const t = useVendorT();
  const { status } = workOrder;
  return (
    <>
      {status === 'in_progress' && (
        <Banner
          type="information"
          title={t('shopFloor.progress.inProgress')}
          subtitle={t('shopFloor.progress.inProgressHint')}
        />
      )}
      {status === 'on_hold' && (
        <Banner
          type="warning"
          title={t('shopFloor.progress.onHold')}
          subtitle={t('shopFloor.progress.onHoldHint')}
        />
      )}
      {(status === 'assigned' || status === 'accepted') && (
        <NextStep step="start-work" workOrderId={workOrder.id}>
          {t('shopFloor.progress.startFirst')}
        </NextStep>
      )}
      <MoveButtons
        workOrder={workOrder}
        onMove={job.move}
        only={['on_hold', 'in_progress']}
      />
      {status === 'in_progress' && (
        <>
          <NextStep step="tell-us" workOrderId={workOrder.id}>
            {t('shopFloor.progress.tellUs')}
          </NextStep>
          <NextStep step="job-done" workOrderId={workOrder.id}>
            {t('shopFloor.progress.isDone')}
          </NextStep>
        </>
      )}
      <JobDetails workOrder={workOrder} />
    </>
  );
}

/** /job-in-progress?work_order=<id>: the job on the bench; hold it for the store's approval, or resume. */
export function JobInProgressPage() {
  const job = useJob();
  return (
    <JobShell job={job} step="job-in-progress">
      {job.workOrder && <InProgress job={job} workOrder={job.workOrder} />}
    </JobShell>
  );
}
