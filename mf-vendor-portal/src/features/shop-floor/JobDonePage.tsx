import type { WorkOrder } from 'shared/contracts/repair';
import { Link } from 'shared/router';
import { Banner } from 'shared/ui';
import { useBasePath } from '../../basePath';
import { MoveButtons } from '../../components/MoveButtons';
import { vendorPortalPaths } from '../../paths';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob, type Job } from './useJob';

function Done({ job, workOrder }: { job: Job; workOrder: WorkOrder }) {
  const basePath = useBasePath();
  const { status } = workOrder;
  const hasPhoto = workOrder.images.some((image) => image.stage === 'after');
  if (status === 'done' || status === 'returned') {
    return (
      <>
        <Banner
          type="success"
          title="Job done."
          subtitle="The store has been told and will collect the piece."
        />
        <Link className="vp-next" to={vendorPortalPaths.workItems(basePath)}>
          Back to your jobs
        </Link>
      </>
    );
  }
  if (status !== 'in_progress') {
    return (
      <>
        <Banner
          type="information"
          title="This job is not in progress, so it cannot be done yet."
        />
        <NextStep step="start-work" workOrderId={workOrder.id}>
          Go to start work
        </NextStep>
      </>
    );
  }
  return (
    <>
      <p style={{ margin: 0, fontSize: 16 }}>
        Mark the job done when the piece is ready to go back: the store is told
        at once.
      </p>
      {!hasPhoto && (
        <Banner
          type="information"
          title="No photo of the finished piece yet."
          action={
            <NextStep step="tell-us" workOrderId={workOrder.id}>
              Add a photo
            </NextStep>
          }
        />
      )}
      <MoveButtons workOrder={workOrder} onMove={job.move} only={['done']} />
    </>
  );
}

/** /job-done?work_order=<id>: marks the job done (moves it to done) and says what happens next. */
export function JobDonePage() {
  const job = useJob();
  return (
    <JobShell job={job} step="job-done">
      {job.workOrder && <Done job={job} workOrder={job.workOrder} />}
    </JobShell>
  );
}
