import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { MoveButtons } from '../../components/MoveButtons';
import { WorkOrderDetails } from '../../components/WorkOrderDetails';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob, type Job } from './useJob';

function StartWork({ job, workOrder }: { job: Job; workOrder: WorkOrder }) {
  const status = workOrder.status;
  return (
    <>
      {status === 'assigned' && (
        <p style={{ margin: 0, fontSize: 16 }}>
          Accept the job to work on it, or reject it with a reason: the store is
          told at once.
        </p>
      )}
      {status === 'accepted' && (
        <p style={{ margin: 0, fontSize: 16 }}>
          When the piece is on your bench, start work: the store sees the job in
          progress.
        </p>
      )}
      {(status === 'in_progress' ||
        status === 'on_hold' ||
        status === 'done') && (
        <>
          <Banner
            type="success"
            title="Work has started."
            subtitle="The store sees the job in progress."
          />
          <NextStep step="tell-us" workOrderId={workOrder.id}>
            Next: tell us what you did
          </NextStep>
        </>
      )}
      {status === 'rejected' && (
        <Banner type="information" title="You rejected this job." />
      )}
      <MoveButtons
        workOrder={workOrder}
        onMove={job.move}
        only={['accepted', 'rejected', 'in_progress']}
      />
      <WorkOrderDetails workOrder={workOrder} />
    </>
  );
}

/** /start-work?work_order=<id>: accept or reject the job, then start work (moves it to in progress). */
export function StartWorkPage() {
  const job = useJob();
  return (
    <JobShell job={job} step="start-work">
      {job.workOrder && <StartWork job={job} workOrder={job.workOrder} />}
    </JobShell>
  );
}
