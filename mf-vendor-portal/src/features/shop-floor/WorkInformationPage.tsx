import { WorkInformationForm } from '../../components/WorkInformationForm';
import { JobDetails } from '../../components/workOrder';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob } from './useJob';
import { useVendorT } from '../../i18n/t';

/** /work-information?work_order=<id>: the store's instructions and the vendor's work information. */
export function WorkInformationPage() {
  const job = useJob();
  const t = useVendorT();
  const { workOrder } = job;
  return (
    <JobShell job={job} step="work-information">
      {workOrder && (
        <>
          <JobDetails workOrder={workOrder} />
          <section className="vp-card" aria-labelledby="job-work-info">
            <h2 id="job-work-info">{t('shopFloor.tellUs.what')}</h2>
            <WorkInformationForm
              workOrder={workOrder}
              onSave={job.saveWorkInformation}
            />
          </section>
          <NextStep step="tell-us" workOrderId={workOrder.id}>
            {t('shopFloor.tellUs.nextPhoto')}
          </NextStep>
        </>
      )}
    </JobShell>
  );
}
