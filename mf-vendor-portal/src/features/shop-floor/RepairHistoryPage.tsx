import { Link, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader } from 'shared/ui';
import { WORK_ORDER } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { Timeline } from '../../components/Timeline';
import { workOrderName } from '../../components/workOrder';
import { vendorPortalPaths } from '../../paths';
import { useWorkOrder } from '../../records/workOrderHooks';
import { NotYourJob } from './components/NotYourJob';
import { stepFor } from './useJob';
import '../../components/shopFloor.css';
import { errorWords, statusText, useVendorT } from '../../i18n/t';

/** /repair-history/:id: a work order's timeline (statuses, notes, photos, charges) on a phone. */
export function RepairHistoryPage() {
  const raw = useParams<{ id: string }>().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const basePath = useBasePath();
  const t = useVendorT();
  const { workOrder, events, isLoading, error, refresh } = useWorkOrder(id);
  if (id === null || (isApiError(error) && error.status === 404))
    return <NotYourJob />;
  if (isLoading) return <PageLoader label={t('shopFloor.history.loading')} />;
  if (error || !workOrder)
    return (
      <div className="vp-page">
        <h1>{t('shopFloor.history.title')}</h1>
        <ErrorState
          title={t('shopFloor.history.loadFailed')}
          message={errorWords(error)}
          onRetry={() => void refresh()}
        />
      </div>
    );
  const step = stepFor(workOrder.status);
  return (
    <div className="vp-page vp-stack">
      <h1>
        {t('shopFloor.history.titled', { name: workOrderName(workOrder) })}
      </h1>
      <p style={{ margin: 0, fontSize: 16 }}>
        {workOrder.store.name} ·{' '}
        <strong>{statusText(WORK_ORDER, workOrder.status)}</strong>
      </p>
      {step && (
        <Link
          className="vp-next"
          to={vendorPortalPaths.jobStep(basePath, step, workOrder.id)}
        >
          {t('shopFloor.history.open')}
        </Link>
      )}
      <Timeline events={events ?? []} label={t('shopFloor.history.title')} />
    </div>
  );
}
