import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../i18n/t';
import { LocationForm } from './components/LocationForm';
import { useIsStoreOwner, useLocation, useStoreId } from './hooks';

function EditLocation({ id }: { id: number }) {
  const t = useStorePortalT();
  const { location, error, isLoading } = useLocation(id);
  if (isLoading) return <PageLoader label={t('locations.loadingOne')} />;
  if (!location)
    return (
      <ErrorState
        title={
          isApiError(error) && error.status === 404
            ? t('locations.notFound')
            : t('locations.loadOneFailed')
        }
        message={error?.message}
      />
    );
  return (
    <LocationForm
      location={location}
      title={t('locations.editTitle', { name: location.name })}
    />
  );
}

/** /portal/location/add and /portal/location/edit/:id: the owner's form of one location. */
export function LocationFormPage() {
  const t = useStorePortalT();
  const { id } = useParams();
  const isStoreOwner = useIsStoreOwner();
  const storeId = useStoreId();
  const isOwner = isStoreOwner && storeId !== null;
  const locationId = Number(id ?? 0);
  if (!isOwner)
    return (
      <StatusPage mark="403" tone="warning" title={t('locations.deniedTitle')}>
        <p>{t('locations.deniedText')}</p>
      </StatusPage>
    );
  const title = id ? t('locations.editLocation') : t('locations.addLocation');
  return (
    <section
      aria-labelledby="location-form-title"
      style={{ padding: 24, maxWidth: 560 }}
    >
      <h1 id="location-form-title" style={{ marginTop: 0, fontSize: 24 }}>
        {title}
      </h1>
      {id ? (
        Number.isInteger(locationId) && locationId > 0 ? (
          <EditLocation id={locationId} />
        ) : (
          <ErrorState title={t('locations.notFound')} />
        )
      ) : (
        <LocationForm location={null} title={title} />
      )}
    </section>
  );
}
