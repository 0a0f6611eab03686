import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { WORK_ORDER } from 'shared/workflow';
import { useBasePath } from '../../../basePath';
import { CancelledOrderBanner } from '../../../components/CancelledOrderBanner';
import { workOrderName } from '../../../components/workOrder';
import { JOB_STEPS, vendorPortalPaths, type JobStep } from '../../../paths';
import type { Job } from '../useJob';
import { NotYourJob } from './NotYourJob';
import '../../../components/shopFloor.css';
import { errorWords, statusText, useVendorT } from '../../../i18n/t';

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
  const t = useVendorT();
  const stepName = (name: JobStep) => t(`shopFloor.step.${name}`);
  const { workOrder } = job;
  if (job.id === null || (isApiError(job.error) && job.error.status === 404))
    return <NotYourJob />;
  if (job.isLoading) return <PageLoader label={t('shopFloor.loading')} />;
  if (job.error || !workOrder) {
    return (
      <div className="vp-page">
        <h1>{stepName(step)}</h1>
        <ErrorState
          title={t('shopFloor.loadFailed')}
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
          {t('shopFloor.titled', {
            step: stepName(step),
            name: workOrderName(workOrder),
          })}
        </h1>
        <p style={{ margin: 0, fontSize: 16 }}>
          {t('shopFloor.status')}
          <strong>{statusText(WORK_ORDER, workOrder.status)}</strong>
        </p>
      </div>
      <nav aria-label={t('shopFloor.steps')}>
        <ol className="vp-steps">
          {JOB_STEPS.map((name) => (
            <li key={name}>
              <Link
                to={vendorPortalPaths.jobStep(basePath, name, workOrder.id)}
                aria-current={name === step ? 'step' : undefined}
              >
                {stepName(name)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={vendorPortalPaths.repairHistory(basePath, workOrder.id)}>
              {t('shopFloor.historyLink')}
            </Link>
          </li>
        </ol>
      </nav>
      <CancelledOrderBanner workOrder={workOrder} />
      {job.conflict && (
        <Banner
          type="warning"
          title={job.conflict}
          subtitle={t('shopFloor.asItIs')}
        />
      )}
      {children}
    </div>
  );
}
