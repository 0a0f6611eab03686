import { Link } from 'shared/router';
import { ErrorState, PageLoader } from 'shared/ui';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { dueText, workOrderName } from '../../components/WorkOrderDetails';
import { vendorPortalPaths } from '../../paths';
import { useOpenJobs } from '../../records/workOrderHooks';
import { stepFor } from './useJob';
import '../../components/shopFloor.css';
import { errorWords } from '../../i18n/t';

/** /work-items: the vendor's open jobs as cards, newest due date first; each opens its current step. */
export function WorkItemsPage() {
  const basePath = useBasePath();
  const { jobs, error, isLoading, retry } = useOpenJobs();
  return (
    <div className="vp-page vp-stack">
      <h1>Your jobs</h1>
      {isLoading ? (
        <PageLoader label="Loading your jobs" />
      ) : error ? (
        <ErrorState
          title="We could not load your jobs."
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : jobs.length === 0 ? (
        <p style={{ fontSize: 16 }}>
          No open jobs. When a store sends you work, it appears here, and you
          can scan the QR code on its envelope to open it.
        </p>
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
                    {job.store.name} · {statusLabel(WORK_ORDER, job.status)}
                  </p>
                  <p>
                    Due: {dueText(job.due_date)} · {job.item_count}{' '}
                    {job.item_count === 1 ? 'piece' : 'pieces'}
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
