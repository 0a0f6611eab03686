import { Link } from 'shared/router';
import { StatusPage } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';

/** A clear page for a job that does not exist or belongs to another vendor (the api answers 404). */
export function NotYourJob() {
  const basePath = useBasePath();
  return (
    <StatusPage
      mark="?"
      tone="error"
      title="This job is not one of yours"
      level={1}
    >
      <p className="ui-state__message">
        The code or link you opened belongs to a job of another workshop, or the
        job no longer exists. Check the envelope, or pick a job from your list.
      </p>
      <Link className="ui-button" to={vendorPortalPaths.workItems(basePath)}>
        Go to your jobs
      </Link>
    </StatusPage>
  );
}
