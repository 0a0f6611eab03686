import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, NotFoundPage, PageLoader } from 'shared/ui';
import { AntdTheme } from 'shared/ui/antd/core';
import { ServiceHeader } from './components/ServiceHeader';
import { ServiceOrderForm } from './components/ServiceOrderForm';
import { useServiceDetail } from './hooks';
import './service-detail.css';
import { useStorefrontT } from '../../i18n/t';

/** A storefront service: its options, price and 'Add to cart' (uses antd, so loaded lazily: ADR 0002). */
export default function ServiceDetailPage() {
  const t = useStorefrontT();
  const { serviceId } = useParams();
  const id = Number(serviceId);
  const { service, isLoading, error, isMissing, retry } = useServiceDetail(id);

  if (isMissing || (error && isApiError(error) && error.status === 404))
    return <NotFoundPage />;
  if (error) {
    return (
      <ErrorState
        title={t('serviceDetail.loadFailed')}
        message={error.message}
        onRetry={retry}
      />
    );
  }
  if (isLoading || !service) return <PageLoader />;

  return (
    <AntdTheme>
      <div className="sd-page">
        <ServiceHeader service={service} />
        <ServiceOrderForm key={service.id} service={service} />
      </div>
    </AntdTheme>
  );
}
