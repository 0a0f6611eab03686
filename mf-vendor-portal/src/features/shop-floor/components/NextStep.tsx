import { Link } from 'shared/router';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths, type JobStep } from '../../../paths';

/** A big link to the job's next step. */
export function NextStep({
  step,
  workOrderId,
  children,
}: {
  step: JobStep;
  workOrderId: number;
  children: string;
}) {
  const basePath = useBasePath();
  return (
    <Link
      className="vp-next"
      to={vendorPortalPaths.jobStep(basePath, step, workOrderId)}
    >
      {children}
    </Link>
  );
}
