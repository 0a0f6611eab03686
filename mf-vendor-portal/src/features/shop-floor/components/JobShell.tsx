import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import { useBasePath } from '../../../basePath';
import { CancelledOrderBanner } from '../../../components/CancelledOrderBanner';
import { workOrderName } from '../../../components/WorkOrderDetails';
import { JOB_STEPS, vendorPortalPaths, type JobStep } from '../../../paths';
import type { Job } from '../useJob';
import { NotYourJob } from './NotYourJob';
import '../../../components/shopFloor.css';
import { errorWords } from '../../../i18n/t';

const STEP_NAMES: Record<JobStep, string> = {
  'start-work': 'Start work',
  'job-in-progress': 'In progress',
  'work-information': 'Work information',
  'tell-us': 'Tell us',
  'job-done': 'Job done',
};

/** Props of JobShell. */
export interface JobShellProps {
  job: Job;
  step: JobStep;
  children: ReactNode;
}

/**
 * The frame of a shop-floor step (phone-first, one column): the job's name and status, the steps
 * as links, the page's banner after a refused write, then the step itself once the job is loaded.
 */
export function JobShell({ job, step, children }: JobShellProps) {
  const basePath = useBasePath();
  const { workOrder } = job;
  if (job.id === null || (isApiError(job.error) && job.error.status === 404))
    return <NotYourJob />;
  if (job.isLoading) return <PageLoader label="Loading the job" />;
  if (job.error || !workOrder) {
    return (
      <div className="vp-page">
        <h1>{STEP_NAMES[step]}</h1>
        <ErrorState
          title="We could not load this job."
          message={errorWords(job.error)}
          onRetry={() => void job.refresh()}
        />
      </div>
    );
  }
  return (
    <div className="vp-page vp-stack vp-big">
      <div>
        <h1>
          {STEP_NAMES[step]}: {workOrderName(workOrder)}
        </h1>
        <p style={{ margin: 0, fontSize: 16 }}>
          Status: <strong>{statusLabel(WORK_ORDER, workOrder.status)}</strong>
        </p>
      </div>
      <nav aria-label="Steps of this job">
        <ol className="vp-steps">
          {JOB_STEPS.map((name) => (
            <li key={name}>
              <Link
                to={vendorPortalPaths.jobStep(basePath, name, workOrder.id)}
                aria-current={name === step ? 'step' : undefined}
              >
                {STEP_NAMES[name]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={vendorPortalPaths.repairHistory(basePath, workOrder.id)}>
              History
            </Link>
          </li>
        </ol>
      </nav>
      <CancelledOrderBanner workOrder={workOrder} />
      {job.conflict && (
        <Banner
          type="warning"
          title={job.conflict}
          subtitle="This is the job as it is now."
        />
      )}
      {children}
    </div>
  );
}
