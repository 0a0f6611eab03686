import type { WorkOrder } from 'shared/contracts/repair';
import { Link } from 'shared/router';
import { Banner } from 'shared/ui';
import { useBasePath } from '../../basePath';
import { MoveButtons } from '../../components/MoveButtons';
import { vendorPortalPaths } from '../../paths';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob, type Job } from './useJob';
import { useVendorT } from '../../i18n/t';

function Done({ job, workOrder }: { job: Job; workOrder: WorkOrder }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const { status } = workOrder;
  const hasPhoto = workOrder.images.some((image) => image.stage === 'after');
  if (status === 'done' || status === 'returned') {
    return (
      <>
        <Banner
          type="success"
          title={t('shopFloor.done.title')}
          subtitle={t('shopFloor.done.subtitle')}
        />
        <Link className="vp-next" to={vendorPortalPaths.workItems(basePath)}>
          {t('shopFloor.done.back')}
        </Link>
      </>
    );
  }
  if (status !== 'in_progress') {
    return (
      <>
        <Banner type="information" title={t('shopFloor.done.notInProgress')} />
        <NextStep step="start-work" workOrderId={workOrder.id}>
          {t('shopFloor.done.goStart')}
        </NextStep>
      </>
    );
  }
  return (
    <>
      <p style={{ margin: 0, fontSize: 16 }}>{t('shopFloor.done.intro')}</p>
      {!hasPhoto && (
        <Banner
          type="information"
          title={t('shopFloor.done.noPhoto')}
          action={
            <NextStep step="tell-us" workOrderId={workOrder.id}>
              {t('shopFloor.done.addPhoto')}
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
