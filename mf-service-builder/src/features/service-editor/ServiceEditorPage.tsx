import { Link, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { VENDOR_SERVICE_MESSAGES } from 'shared/contracts/vendorServices';
import { localiseMessage } from 'shared/i18n';
import { ErrorState, PageLoader } from 'shared/ui';
import { useBuilderT } from '../../i18n/t';
import { serviceBuilderPaths } from '../../paths';
import { useBuilderSide } from '../../side';
import { ServiceEditor } from './components/ServiceEditor';
import { useBuilderContext, useBuilderService } from './hooks';
import './editor.css';

function ServiceNotFound({ basePath }: { basePath: string }) {
  const side = useBuilderSide();
  const list = serviceBuilderPaths[side].list;
  const t = useBuilderT();
  return (
    <div className="sb-page">
      <h1 className="sb-page__title">{t('editor.notFoundTitle')}</h1>
      <p className="sb-page__subtitle">
        {side === 'vendor'
          ? localiseMessage(VENDOR_SERVICE_MESSAGES.notFound)
          : t('editor.notFoundStore')}
      </p>
      {list && <Link to={list(basePath)}>{t('editor.backToList')}</Link>}
    </div>
  );
}

/** Props of ServiceEditorPage. */
export interface ServiceEditorPageProps {
  /** where the shell mounted the builder */
  basePath: string;
}

/** Opens one service of the signed-in user's store or vendor in the editor. */
export function ServiceEditorPage({ basePath }: ServiceEditorPageProps) {
  const { serviceId: rawId } = useParams();
  const serviceId = /^\d+$/.test(rawId ?? '') ? Number(rawId) : null;
  const { service, home, isLoading, error, reload } =
    useBuilderService(serviceId);
  const builder = useBuilderContext();
  const t = useBuilderT();

  if (serviceId === null || home === null)
    return <ServiceNotFound basePath={basePath} />;
  if (isApiError(error) && error.status === 404)
    return <ServiceNotFound basePath={basePath} />;
  if (error || builder.error) {
    return (
      <ErrorState
        title={t('editor.loadFailed')}
        message={(error ?? builder.error)?.message}
        onRetry={() => {
          if (error) void reload();
          if (builder.error) void builder.retry();
        }}
      />
    );
  }
  if (isLoading || builder.isLoading || !service || !builder.context)
    return <PageLoader label={t('editor.loading')} />;
  return (
    <ServiceEditor
      key={service.id}
      service={service}
      context={builder.context}
      home={home}
      basePath={basePath}
      reload={reload}
    />
  );
}
