import { Link } from 'shared/router';
import { formatDate } from 'shared/dates';
import { StatusPage } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { useVendorT } from '../../../i18n/t';

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
  const t = useVendorT();
  return (
    <StatusPage
      mark="✓"
      title={t('shopFloor.returned.title', { date: formatDate(returnedOn) })}
      level={1}
    >
      <p className="ui-state__message">{t('shopFloor.returned.text')}</p>
      <Link
        className="ui-button"
        to={vendorPortalPaths.workOrder(basePath, workOrderId)}
      >
        {t('shopFloor.returned.open')}
      </Link>{' '}
      <Link className="ui-button" to={vendorPortalPaths.workItems(basePath)}>
        {t('shopFloor.returned.jobs')}
      </Link>
    </StatusPage>
  );
}
