import { AfterImageUpload } from '../../records/AfterImageUpload';
import { WorkInformationForm } from '../../components/WorkInformationForm';
import { JobShell } from './components/JobShell';
import { NextStep } from './components/NextStep';
import { useJob } from './useJob';
import { useVendorT } from '../../i18n/t';

/** /tell-us?work_order=<id>: what was done (work information) and a photo of the finished piece. */
export function TellUsPage() {
  const job = useJob();
  const t = useVendorT();
  const { workOrder } = job;
  return (
    <JobShell job={job} step="tell-us">
      {workOrder && (
        <>
          <section className="vp-card" aria-labelledby="tell-us-text">
            <h2 id="tell-us-text">{t('shopFloor.tellUs.what')}</h2>
            <WorkInformationForm
              workOrder={workOrder}
              onSave={job.saveWorkInformation}
            />
          </section>
          <section className="vp-card" aria-labelledby="tell-us-photo">
            <h2 id="tell-us-photo">{t('shopFloor.tellUs.photo')}</h2>
            <AfterImageUpload workOrder={workOrder} write={job.write} />
          </section>
          <NextStep step="job-done" workOrderId={workOrder.id}>
            {t('shopFloor.tellUs.next')}
          </NextStep>
        </>
      )}
    </JobShell>
  );
}
