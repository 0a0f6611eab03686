import { Navigate, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader } from 'shared/ui';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useScan } from '../../records/workOrderHooks';
import { JobReturned } from './components/JobReturned';
import { NotYourJob } from './components/NotYourJob';
import { errorWords, useVendorT } from '../../i18n/t';

/**
 * /scan-work-instructions/:store_id/:vendor_id/:order_no, what the job envelope's QR code opens:
 * it finds the vendor's work order and goes to the job (a clear page when it is not the vendor's,
 * another when the job is already back at the store).
 */
export function ScanPage() {
  const { store_id = '', vendor_id = '', order_no = '' } = useParams();
  const basePath = useBasePath();
  const t = useVendorT();
  const { workOrderId, returnedOn, error, retry } = useScan(
    store_id,
    vendor_id,
    order_no,
  );

  if (workOrderId && returnedOn)
    return <JobReturned workOrderId={workOrderId} returnedOn={returnedOn} />;
  if (workOrderId)
    return (
      <Navigate
        to={vendorPortalPaths.jobStep(basePath, 'start-work', workOrderId)}
        replace
      />
    );
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return <NotYourJob />;
  if (error)
    return (
      <div className="vp-page">
        <h1>{t('shopFloor.scan.title')}</h1>
        <ErrorState
          title={t('shopFloor.scan.failed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      </div>
    );
  return <PageLoader label={t('shopFloor.scan.title')} />;
}
