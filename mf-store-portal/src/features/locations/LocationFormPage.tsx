import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { LocationForm } from './components/LocationForm';
import { useIsStoreOwner, useLocation, useStoreId } from './hooks';

function EditLocation({ id }: { id: number }) {
  const { location, error, isLoading } = useLocation(id);
  if (isLoading) return <PageLoader label="Loading the location" />;
  if (!location)
    return (
      <ErrorState
        title={
          isApiError(error) && error.status === 404
            ? 'Location not found'
            : 'We could not load this location.'
        }
        message={error?.message}
      />
    );
  return <LocationForm location={location} title={`Edit ${location.name}`} />;
}

/** /portal/location/add and /portal/location/edit/:id: the owner's form of one location. */
export function LocationFormPage() {
  const { id } = useParams();
  const isStoreOwner = useIsStoreOwner();
  const storeId = useStoreId();
  const isOwner = isStoreOwner && storeId !== null;
  const locationId = Number(id ?? 0);
  if (!isOwner)
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>Only the store owner manages the store’s locations.</p>
      </StatusPage>
    );
  const title = id ? 'Edit location' : 'Add location';
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
          <ErrorState title="Location not found" />
        )
      ) : (
        <LocationForm location={null} title={title} />
      )}
    </section>
  );
}
