import { Link } from 'shared/router';
import { Alert } from 'shared/ui/antd/core';
import { useStorefrontT } from '../../../i18n/t';

export interface AddedToCartProps {
  serviceName: string;
}

/** Confirms the line was added, with a link to the cart. */
export function AddedToCart({ serviceName }: AddedToCartProps) {
  const t = useStorefrontT();
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      className="sd-added"
      title={t('serviceDetail.added', { service: serviceName })}
      description={<Link to="/cart">{t('serviceDetail.viewCart')}</Link>}
    />
  );
}
