import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { MoveButtons } from '../../components/MoveButtons';
import { WorkOrderDetails } from '../../components/WorkOrderDetails';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob, type Job } from './useJob';

function InProgress({ job, workOrder }: { job: Job; workOrder: WorkOrder }) {
  const { status } = workOrder;
  return (
    <>
      {status === 'in_progress' && (
        <Banner
          type="information"
          title="The job is in progress."
          subtitle="Waiting for the store's approval? Put it on hold with what you need."
        />
      )}
      {status === 'on_hold' && (
        <Banner
          type="warning"
          title="The job is on hold."
          subtitle="Resume once the store has approved."
        />
      )}
      {(status === 'assigned' || status === 'accepted') && (
        <NextStep step="start-work" workOrderId={workOrder.id}>
          Start work first
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
            Tell us what you did
          </NextStep>
          <NextStep step="job-done" workOrderId={workOrder.id}>
            The job is done
          </NextStep>
        </>
      )}
      <WorkOrderDetails workOrder={workOrder} />
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
