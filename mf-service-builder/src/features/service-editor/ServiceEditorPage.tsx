import { useParams } from 'react-router-dom';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader } from 'shared/ui';
import { ServiceEditor } from './components/ServiceEditor';
import { useBuilderContext, useBuilderService } from './hooks';
import './editor.css';

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

/** Props of ServiceEditorPage. */
export interface ServiceEditorPageProps {
  /** where the shell mounted the builder */
  basePath: string;
}

/** Opens one service of the signed-in user's store in the editor. */
export function ServiceEditorPage({ basePath }: ServiceEditorPageProps) {
  const { serviceId: rawId } = useParams();
  const serviceId = /^\d+$/.test(rawId ?? '') ? Number(rawId) : null;
  const { service, storeId, isLoading, error, reload } =
    useBuilderService(serviceId);
  const builder = useBuilderContext();

  if (serviceId === null || storeId === null) return <ServiceNotFound />;
  if (isApiError(error) && error.status === 404) return <ServiceNotFound />;
  if (error || builder.error) {
    return (
      <ErrorState
        title="We could not load this service."
        message={(error ?? builder.error)?.message}
        onRetry={() => {
          if (error) void reload();
          if (builder.error) void builder.retry();
        }}
      />
    );
  }
  if (isLoading || builder.isLoading || !service || !builder.context)
    return <PageLoader label="Loading the service" />;
  return (
    <ServiceEditor
      key={service.id}
      service={service}
      context={builder.context}
      storeId={storeId}
      basePath={basePath}
      reload={reload}
    />
  );
}
