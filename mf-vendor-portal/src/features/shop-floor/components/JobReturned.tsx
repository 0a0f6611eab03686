import { Link } from 'shared/router';
import { formatDate } from 'shared/dates';
import { StatusPage } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';

/**
 * What an envelope's scan shows when its job is already back at the store: when it went back, the
 * job's page and the vendor's list (not "not one of yours", which it is).
 */
export function JobReturned({
  workOrderId,
  returnedOn,
}: {
  workOrderId: number;
  returnedOn: string;
}) {
  const basePath = useBasePath();
  return (
    <StatusPage
      mark="✓"
      title={`This job was returned to the store on ${formatDate(returnedOn)}`}
      level={1}
    >
      <p className="ui-state__message">
        The store has the piece back, so there is nothing more to do on this
        envelope. The job stays in your history.
      </p>
      <Link
        className="ui-button"
        to={vendorPortalPaths.workOrder(basePath, workOrderId)}
      >
        Open the job
      </Link>{' '}
      <Link className="ui-button" to={vendorPortalPaths.workItems(basePath)}>
        Go to your jobs
      </Link>
    </StatusPage>
  );
}
