import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { MoveButtons } from '../../components/MoveButtons';
import { JobDetails } from '../../components/workOrder';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob, type Job } from './useJob';
import { useVendorT } from '../../i18n/t';

function StartWork({ job, workOrder }: { job: Job; workOrder: WorkOrder }) {
  const t = useVendorT();
  const status = workOrder.status;
  return (
    <>
      {status === 'assigned' && (
        <p style={{ margin: 0, fontSize: 16 }}>
          {t('shopFloor.start.assigned')}
        </p>
      )}
      {status === 'accepted' && (
        <p style={{ margin: 0, fontSize: 16 }}>
          {t('shopFloor.start.accepted')}
        </p>
      )}
      {(status === 'in_progress' ||
        status === 'on_hold' ||
        status === 'done') && (
        <>
          <Banner
            type="success"
            title={t('shopFloor.start.started')}
            subtitle={t('shopFloor.start.startedHint')}
          />
          <NextStep step="tell-us" workOrderId={workOrder.id}>
            {t('shopFloor.start.next')}
          </NextStep>
        </>
      )}
      {status === 'rejected' && (
        <Banner type="information" title={t('shopFloor.start.rejected')} />
      )}
      <MoveButtons
        workOrder={workOrder}
        onMove={job.move}
        only={['accepted', 'rejected', 'in_progress']}
      />
      <JobDetails workOrder={workOrder} />
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
