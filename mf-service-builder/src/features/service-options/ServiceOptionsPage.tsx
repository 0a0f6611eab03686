import { useParams } from 'react-router-dom';
import { ApiError } from 'shared/api';
import { useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import { ErrorState, PageLoader } from 'shared/ui';
import { OptionList } from './components/OptionList';
import { useService } from './hooks';
import './options.css';

function ServiceNotFound() {
  return (
    <div className="sb-page">
      <h1 className="sb-page__title">Service not found</h1>
      <p className="sb-page__subtitle">
        This service does not exist or belongs to another store.
      </p>
    </div>
  );
}

/** Opens one service of the signed-in user's store and lists its options in sequence order. */
export function ServiceOptionsPage() {
  const { serviceId: rawId } = useParams();
  const serviceId = /^\d+$/.test(rawId ?? '') ? Number(rawId) : null;
  const session = useSession();
  const tenant = useTenant();
  const storeId = session?.store?.id ?? tenant.storeId;
  const { service, options, isLoading, error, retry } = useService(
    storeId,
    serviceId,
  );

  if (serviceId === null) return <ServiceNotFound />;
  if (isLoading) return <PageLoader />;
  if (error instanceof ApiError && error.status === 404)
    return <ServiceNotFound />;
  if (error) {
    return (
      <ErrorState
        title="We could not load this service."
        message={error.message}
        onRetry={retry}
      />
    );
  }
  if (!service) return <ServiceNotFound />;

  return (
    <div className="sb-page">
      <h1 className="sb-page__title">{service.name}</h1>
      <p className="sb-page__subtitle">
        {options.length === 1 ? '1 option' : `${options.length} options`}
      </p>
      <OptionList options={options} />
    </div>
  );
}
