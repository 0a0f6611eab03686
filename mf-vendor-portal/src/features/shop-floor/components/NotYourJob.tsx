import { Link } from 'shared/router';
import { StatusPage } from 'shared/ui';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { useVendorT } from '../../../i18n/t';

/** A clear page for a job that does not exist or belongs to another vendor (the api answers 404). */
export function NotYourJob() {
  const basePath = useBasePath();
  const t = useVendorT();
  return (
    <StatusPage
      mark="?"
      tone="error"
      title={t('shopFloor.notYours.title')}
      level={1}
    >
      <p className="ui-state__message">{t('shopFloor.notYours.text')}</p>
      <Link className="ui-button" to={vendorPortalPaths.workItems(basePath)}>
        {t('shopFloor.returned.jobs')}
      </Link>
    </StatusPage>
  );
}
