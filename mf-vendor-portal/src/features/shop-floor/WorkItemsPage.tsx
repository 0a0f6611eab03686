import { Link } from 'shared/router';
import { ErrorState, PageLoader } from 'shared/ui';
import { WORK_ORDER } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { dueText, workOrderName } from '../../components/workOrder';
import { vendorPortalPaths } from '../../paths';
import { useOpenJobs } from '../../records/workOrderHooks';
import { stepFor } from './useJob';
import '../../components/shopFloor.css';
import { errorWords, statusText, useVendorT } from '../../i18n/t';

/** /work-items: the vendor's open jobs as cards, newest due date first; each opens its current step. */
export function WorkItemsPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const { jobs, error, isLoading, retry } = useOpenJobs();
  return (
    <div className="vp-page vp-stack">
      <h1>{t('shopFloor.jobs.title')}</h1>
      {isLoading ? (
        <PageLoader label={t('shopFloor.jobs.loading')} />
      ) : error ? (
        <ErrorState
          title={t('shopFloor.jobs.loadFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : jobs.length === 0 ? (
        <p style={{ fontSize: 16 }}>{t('shopFloor.jobs.empty')}</p>
      ) : (
        <ul className="vp-list">
          {jobs.map((job) => {
            const step = stepFor(job.status) ?? 'start-work';
            return (
              <li key={job.id} className="vp-card">
                <Link
                  className="vp-job-link"
                  to={vendorPortalPaths.jobStep(basePath, step, job.id)}
                >
                  <h2>{workOrderName(job)}</h2>
                  <p>
                    {job.store.name} · {statusText(WORK_ORDER, job.status)}
                  </p>
                  <p>
                    {t('shopFloor.jobs.due', {
                      due: dueText(job.due_date),
                      count: job.item_count,
                    })}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
